// Package s3 is a minimal stub of github.com/aws/aws-sdk-go-v2/service/s3.
package s3

import "context"

// Client is an S3 client.
type Client struct{}

// CopyObjectInput holds the parameters of CopyObject.
type CopyObjectInput struct {
	Bucket     *string
	CopySource *string
	Key        *string
}

// CopyObjectOutput is the result of CopyObject.
type CopyObjectOutput struct{}

// CopyObject copies an object.
func (c *Client) CopyObject(ctx context.Context, params *CopyObjectInput) (*CopyObjectOutput, error) {
	panic("stub")
}
