package linodego

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// Client is a minimal Linode API client.
type Client struct {
	hc      *http.Client
	hostURL string
}

// formatAPIPath builds an API path, path-escaping every string argument.
func formatAPIPath(format string, args ...any) string {
	escapedArgs := make([]any, len(args))
	for i, arg := range args {
		if typeStr, ok := arg.(string); ok {
			arg = url.PathEscape(typeStr)
		}
		escapedArgs[i] = arg
	}
	return fmt.Sprintf(format, escapedArgs...)
}

func (c *Client) get(ctx context.Context, endpoint string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.hostURL+"/"+endpoint, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// GetObjectStorageObjectACLConfig gets the ACL of one object.
func (c *Client) GetObjectStorageObjectACLConfig(ctx context.Context, regionID, label, object string) (*http.Response, error) {
	// Source: github.com/linode/linodego/object_storage_object.go:40 (the object name lands in the query value "name=", escaped by the wrapper with url.PathEscape, which leaves '&', '+' and '=' as they are)
	e := formatAPIPath("object-storage/buckets/%s/%s/object-acl?name=%s", regionID, label, object) // defect escaper
	return c.get(ctx, e)
}
