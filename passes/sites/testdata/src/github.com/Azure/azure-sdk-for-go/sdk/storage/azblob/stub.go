// Package azblob is a stub of github.com/Azure/azure-sdk-for-go/sdk/storage/azblob, with the real signatures of the
// functions and fields that urilint's sink table names.
package azblob

type Client struct{}

type ClientOptions struct{}

type SharedKeyCredential struct{}

type TokenCredential interface{}

func NewClient(serviceURL string, cred TokenCredential, options *ClientOptions) (*Client, error) {
	return nil, nil
}
func NewClientWithNoCredential(serviceURL string, options *ClientOptions) (*Client, error) {
	return nil, nil
}
func NewClientWithSharedKeyCredential(serviceURL string, cred *SharedKeyCredential, options *ClientOptions) (*Client, error) {
	return nil, nil
}
