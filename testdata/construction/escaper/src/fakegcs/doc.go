// Package fakegcs mirrors a test of an object storage emulator.
package fakegcs
