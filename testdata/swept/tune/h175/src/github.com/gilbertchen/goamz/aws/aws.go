// Package aws is a stand-in for the parts of github.com/gilbertchen/goamz/aws that the cases use.
package aws

// Region names an S3 region and its endpoint URL.
type Region struct {
	Name       string
	S3Endpoint string
}

// Regions maps region names to regions.
var Regions = map[string]Region{
	"us-east-1": {Name: "us-east-1", S3Endpoint: "https://s3.amazonaws.com"},
}
