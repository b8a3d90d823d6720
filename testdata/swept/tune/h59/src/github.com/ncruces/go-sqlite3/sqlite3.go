// Package sqlite3 is a minimal stub of the API the cases use.
package sqlite3

import "context"

// Conn is a database connection.
type Conn struct{}

// OpenContext opens a database from a filename or a file URI.
func OpenContext(ctx context.Context, filename string) (*Conn, error) { panic("stub") }

// Close closes the connection.
func (c *Conn) Close() error { panic("stub") }

// Backup backs up srcDB into the database named by dstURI.
func (c *Conn) Backup(srcDB, dstURI string) error { panic("stub") }

// Restore restores dstDB from the database named by srcURI.
func (c *Conn) Restore(dstDB, srcURI string) error { panic("stub") }
