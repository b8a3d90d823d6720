// Package hertz mirrors test helpers of an HTTP framework.
package hertz
