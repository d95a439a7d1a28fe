//! SKELETON: filled by the meetup work.
