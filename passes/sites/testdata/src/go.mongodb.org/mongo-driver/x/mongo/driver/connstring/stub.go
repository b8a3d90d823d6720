// Package connstring is a stub of go.mongodb.org/mongo-driver/x/mongo/driver/connstring, with the real signatures of the
// functions and fields that urilint's sink table names.
package connstring

type ConnString struct{ Hosts []string }

func ParseAndValidate(s string) (*ConnString, error) { return nil, nil }
