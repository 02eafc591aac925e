//! Types and traits for working with asynchronous tasks: `Wake`.

use crate::sync::Arc;

/// The implementation of waking a task on an executor.
pub trait Wake {
    /// Wakes this task.
    fn wake(self: Arc<Self>);
    /// Wakes this task without consuming the waker.
    fn wake_by_ref(self: &Arc<Self>) {
        self.clone().wake();
    }
}
