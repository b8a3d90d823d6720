// Package aws is a stub of github.com/aws/aws-sdk-go-v2/aws, with the real signatures of the
// functions and fields that urilint's sink table names.
package aws

type Endpoint struct {
	URL           string
	SigningName   string
	SigningRegion string
	SigningMethod string
}
