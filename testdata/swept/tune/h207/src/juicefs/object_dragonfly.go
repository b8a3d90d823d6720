package juicefs

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// dragonfly is the Dragonfly object storage gateway client.
type dragonfly struct {
	DefaultObjectStorage
	endpoint string
	bucket   string
	filter   string
	client   *http.Client
}

func (d *dragonfly) String() string { return d.bucket }

func (d *dragonfly) do(ctx context.Context, method string, u *url.URL, body io.Reader) error {
	req, err := http.NewRequestWithContext(ctx, method, u.String(), body)
	if err != nil {
		return err
	}
	setUserAgent(req)
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Create creates the bucket if it does not exist.
func (d *dragonfly) Create(ctx context.Context) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:190 (pathjoin: path.Join builds only the path part assigned to u.Path of the parsed endpoint, it never sees the scheme or the //)
	u.Path = path.Join("buckets", d.bucket) // lookalike
	query := u.Query()
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:192 (escaper: the query is encoded with url.Values.Encode, the right escaper)
	u.RawQuery = query.Encode() // lookalike
	return d.do(ctx, http.MethodPost, u, nil)
}

// Head returns the object metadata if it exists.
func (d *dragonfly) Head(ctx context.Context, key string) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:220 (pathjoin: path.Join on path segments assigned to u.Path, the trailing slash of a directory key is put back after, no URL is joined)
	u.Path = path.Join("buckets", d.bucket, "objects", key) // lookalike
	if strings.HasSuffix(key, "/") {
		u.Path += "/"
	}
	return d.do(ctx, http.MethodHead, u, nil)
}

// Get returns the object if it exists.
func (d *dragonfly) Get(ctx context.Context, key string) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:273 (pathjoin: path.Join on path segments assigned to u.Path, not on a URL)
	u.Path = path.Join("buckets", d.bucket, "objects", key) // lookalike
	if strings.HasSuffix(key, "/") {
		u.Path += "/"
	}
	query := u.Query()
	if d.filter != "" {
		query.Add("filter", d.filter)
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:283 (escaper: the filter is set in url.Values and encoded with Encode, the right query escaper)
	u.RawQuery = query.Encode() // lookalike
	return d.do(ctx, http.MethodGet, u, nil)
}

// Put stores the object.
func (d *dragonfly) Put(ctx context.Context, key string, body io.Reader) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:345 (pathjoin: path.Join on path segments assigned to u.Path, not on a URL)
	u.Path = path.Join("buckets", d.bucket, "objects", key) // lookalike
	if strings.HasSuffix(key, "/") {
		u.Path += "/"
	}
	return d.do(ctx, http.MethodPut, u, body)
}

// Copy copies the object to dst.
func (d *dragonfly) Copy(ctx context.Context, dst string, body io.Reader) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:389 (pathjoin: path.Join on path segments assigned to u.Path, not on a URL)
	u.Path = path.Join("buckets", d.bucket, "objects", dst) // lookalike
	query := u.Query()
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:391 (escaper: the query is encoded with url.Values.Encode, the right escaper)
	u.RawQuery = query.Encode() // lookalike
	return d.do(ctx, http.MethodPut, u, body)
}

// Delete deletes the object if it exists.
func (d *dragonfly) Delete(ctx context.Context, key string) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:423 (pathjoin: path.Join on path segments assigned to u.Path, not on a URL)
	u.Path = path.Join("buckets", d.bucket, "objects", key) // lookalike
	if strings.HasSuffix(key, "/") {
		u.Path += "/"
	}
	return d.do(ctx, http.MethodDelete, u, nil)
}

// List lists the objects.
func (d *dragonfly) List(ctx context.Context, prefix, marker, delimiter string, limit int64) error {
	u, err := url.Parse(d.endpoint)
	if err != nil {
		return err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:459 (pathjoin: path.Join of constant segments and the bucket assigned to u.Path, not on a URL)
	u.Path = path.Join("buckets", d.bucket, "metadatas") // lookalike
	query := u.Query()
	if prefix != "" {
		query.Set("prefix", prefix)
	}
	if marker != "" {
		query.Set("marker", marker)
	}
	if delimiter != "" {
		query.Set("delimiter", delimiter)
	}
	if limit != 0 {
		query.Set("limit", fmt.Sprint(limit))
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:477 (escaper: prefix, marker and delimiter are set in url.Values and encoded with Encode, the right query escaper)
	u.RawQuery = query.Encode() // lookalike
	return d.do(ctx, http.MethodGet, u, nil)
}

// newDragonfly creates a new dragonfly object storage.
func newDragonfly(endpoint, accessKey, secretKey, token string) (ObjectStorage, error) {
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:524 (plainhttp: default scheme for a user-given Dragonfly gateway, a cluster-local service, not a known public host)
		endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
	}
	uri, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:533 (syntax: scheme and host of the parsed endpoint rebuild a valid base URL without the bucket path; uniform sample 8 of 18 scheme-and-host rebuilds)
	endpoint = uri.Scheme + "://" + uri.Host // lookalike
	bucket := uri.Path
	if bucket == "" {
		return nil, fmt.Errorf("bucket name required")
	}
	if !strings.Contains(endpoint, "://") {
		// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:540 (plainhttp: the same default scheme for the user's Dragonfly gateway, not a known public host)
		endpoint = fmt.Sprintf("http://%s", endpoint) // lookalike
	}
	if _, err := getObjectStorageMetadata(endpoint); err != nil {
		return nil, err
	}
	return &dragonfly{endpoint: endpoint, bucket: bucket, client: httpClient}, nil
}

// getObjectStorageMetadata returns the object storage metadata.
func getObjectStorageMetadata(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", nil
	}
	// Source: github.com/juicedata/juicefs/pkg/object/dragonfly.go:593 (pathjoin: path.Join of one constant segment assigned to u.Path, not applied to a URL)
	u.Path = path.Join("metadata") // lookalike
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, u.String(), nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func init() {
	objectRegister("dragonfly", newDragonfly)
}
