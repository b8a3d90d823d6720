// Package usql mirrors a database driver test setup.
package usql
