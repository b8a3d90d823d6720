// Package pulumi is a minimal stub of github.com/pulumi/pulumi/sdk/v3/go/pulumi.
package pulumi

// Asset is a blob of text, a file path or a remote URI.
type Asset interface {
	Text() string
	Path() string
	URI() string
}

// NewRemoteAsset creates an asset read from a URI.
func NewRemoteAsset(uri string) Asset { panic("stub") }

// NewStringAsset creates an asset holding text.
func NewStringAsset(text string) Asset { panic("stub") }
