// Package aws is a minimal stub of github.com/aws/aws-sdk-go-v2/aws.
package aws

// String returns a pointer to v.
func String(v string) *string { panic("stub") }
