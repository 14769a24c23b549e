// The card form moved to shared/form (issue 17: the change of a booking pays a difference by card too).
export * from '../../../shared/form/card-form';
