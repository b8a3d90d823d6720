package duplicacy

import "github.com/gilbertchen/goamz/aws"

// CreateS3CStorage creates an S3 storage object; endpoint is the host[:port] named in s3c://region@endpoint/bucket.
func CreateS3CStorage(regionName string, endpoint string) aws.Region {
	var region aws.Region
	if endpoint == "" {
		if regionName == "" {
			regionName = "us-east-1"
		}
		region = aws.Regions[regionName]
	} else {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_s3cstorage.go:34 (sink: the https scheme is put before the endpoint host taken from the storage URL, giving the absolute endpoint URL the S3 client needs, by the sink check, which the built absolute URL satisfies)
		region = aws.Region{Name: regionName, S3Endpoint: "https://" + endpoint} // lookalike
	}
	return region
}
