package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go
// (goa generated). Each Build*Request sets Scheme, Host and Path fields of a
// url.URL; each Encode*Request encodes query values with url.Values.Encode.
// Uniform sample 6 of the 12 url.URL{Scheme, Host, Path} builders; all 3
// RawQuery encoders.

import (
	"context"
	"fmt"
	"net/http"
	"net/url"

	goahttp "goa.design/goa/v3/http"
)

// Client lists the resource service endpoint HTTP clients.
type Client struct {
	scheme string
	host   string
}

// QueryPayload is the payload type of the resource service Query method.
type QueryPayload struct {
	Name       string
	Catalogs   []string
	Categories []string
	Kinds      []string
	Tags       []string
	Platforms  []string
	Limit      uint
	Match      string
}

// ListPayload is the payload type of the resource service List method.
type ListPayload struct {
	Limit uint
}

// VersionsByIDPayload is the payload type of the VersionsByID method.
type VersionsByIDPayload struct {
	ID uint
}

// ByCatalogKindNameVersionReadmePayload is the payload type of the ByCatalogKindNameVersionReadme method.
type ByCatalogKindNameVersionReadmePayload struct {
	Catalog string
	Kind    string
	Name    string
	Version string
}

// ByVersionIDPayload is the payload type of the ByVersionId method.
type ByVersionIDPayload struct {
	VersionID uint
}

// ByCatalogKindNamePayload is the payload type of the ByCatalogKindName method.
type ByCatalogKindNamePayload struct {
	Catalog          string
	Kind             string
	Name             string
	Pipelinesversion *string
}

// ByIDPayload is the payload type of the ById method.
type ByIDPayload struct {
	ID uint
}

// GetLatestRawYamlByCatalogKindNamePayload is the payload type of the GetLatestRawYamlByCatalogKindName method.
type GetLatestRawYamlByCatalogKindNamePayload struct {
	Catalog string
	Kind    string
	Name    string
}

func newRequest(ctx context.Context, method string, u *url.URL) (*http.Request, error) {
	req, err := http.NewRequest("GET", u.String(), nil)
	if err != nil {
		return nil, goahttp.ErrInvalidURL("resource", method, u.String(), err)
	}
	if ctx != nil {
		req = req.WithContext(ctx)
	}
	return req, nil
}

// BuildQueryRequest instantiates a HTTP request object with method and path
// set to call the "resource" service "Query" endpoint
func (c *Client) BuildQueryRequest(ctx context.Context, v any) (*http.Request, error) {
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:26 (escaper: URL built from Scheme, Host and Path fields, which URL.String assembles and escapes; uniform sample 1 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: QueryResourcePath()} // lookalike
	return newRequest(ctx, "Query", u)
}

// EncodeQueryRequest returns an encoder for requests sent to the resource
// Query server.
func EncodeQueryRequest(encoder func(*http.Request) goahttp.Encoder) func(*http.Request, any) error {
	return func(req *http.Request, v any) error {
		p, ok := v.(*QueryPayload)
		if !ok {
			return goahttp.ErrInvalidType("resource", "Query", "*resource.QueryPayload", v)
		}
		values := req.URL.Query()
		values.Add("name", p.Name)
		for _, value := range p.Catalogs {
			values.Add("catalogs", value)
		}
		for _, value := range p.Categories {
			values.Add("categories", value)
		}
		for _, value := range p.Kinds {
			values.Add("kinds", value)
		}
		for _, value := range p.Tags {
			values.Add("tags", value)
		}
		for _, value := range p.Platforms {
			values.Add("platforms", value)
		}
		values.Add("limit", fmt.Sprintf("%v", p.Limit))
		values.Add("match", p.Match)
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:65 (escaper: query values set in url.Values and encoded with Encode, the right query escaper)
		req.URL.RawQuery = values.Encode() // lookalike
		return nil
	}
}

// EncodeListRequest returns an encoder for requests sent to the resource List
// server.
func EncodeListRequest(encoder func(*http.Request) goahttp.Encoder) func(*http.Request, any) error {
	return func(req *http.Request, v any) error {
		p, ok := v.(*ListPayload)
		if !ok {
			return goahttp.ErrInvalidType("resource", "List", "*resource.ListPayload", v)
		}
		values := req.URL.Query()
		values.Add("limit", fmt.Sprintf("%v", p.Limit))
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:184 (escaper: the limit is added to url.Values and encoded with Encode)
		req.URL.RawQuery = values.Encode() // lookalike
		return nil
	}
}

// BuildVersionsByIDRequest instantiates a HTTP request object with method and
// path set to call the "resource" service "VersionsByID" endpoint
func (c *Client) BuildVersionsByIDRequest(ctx context.Context, v any) (*http.Request, error) {
	p, ok := v.(*VersionsByIDPayload)
	if !ok {
		return nil, goahttp.ErrInvalidType("resource", "VersionsByID", "*resource.VersionsByIDPayload", v)
	}
	id := p.ID
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:276 (escaper: the Path field takes the unescaped path and URL.String escapes it; uniform sample 2 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: VersionsByIDResourcePath(id)} // lookalike
	return newRequest(ctx, "VersionsByID", u)
}

// BuildByCatalogKindNameVersionReadmeRequest instantiates a HTTP request object
// with method and path set to call the "resource" service
// "ByCatalogKindNameVersionReadme" endpoint
func (c *Client) BuildByCatalogKindNameVersionReadmeRequest(ctx context.Context, v any) (*http.Request, error) {
	p, ok := v.(*ByCatalogKindNameVersionReadmePayload)
	if !ok {
		return nil, goahttp.ErrInvalidType("resource", "ByCatalogKindNameVersionReadme", "*resource.ByCatalogKindNameVersionReadmePayload", v)
	}
	catalog, kind, name, version := p.Catalog, p.Kind, p.Name, p.Version
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:488 (escaper: raw catalog, kind, name and version go into the Path field, which URL.String escapes; uniform sample 3 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: ByCatalogKindNameVersionReadmeResourcePath(catalog, kind, name, version)} // lookalike
	return newRequest(ctx, "ByCatalogKindNameVersionReadme", u)
}

// BuildByVersionIDRequest instantiates a HTTP request object with method and
// path set to call the "resource" service "ByVersionId" endpoint
func (c *Client) BuildByVersionIDRequest(ctx context.Context, v any) (*http.Request, error) {
	p, ok := v.(*ByVersionIDPayload)
	if !ok {
		return nil, goahttp.ErrInvalidType("resource", "ByVersionId", "*resource.ByVersionIDPayload", v)
	}
	versionID := p.VersionID
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:694 (escaper: URL assembled from fields by URL.String; uniform sample 4 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: ByVersionIDResourcePath(versionID)} // lookalike
	return newRequest(ctx, "ByVersionId", u)
}

// EncodeByCatalogKindNameRequest returns an encoder for requests sent to the
// resource ByCatalogKindName server.
func EncodeByCatalogKindNameRequest(encoder func(*http.Request) goahttp.Encoder) func(*http.Request, any) error {
	return func(req *http.Request, v any) error {
		p, ok := v.(*ByCatalogKindNamePayload)
		if !ok {
			return goahttp.ErrInvalidType("resource", "ByCatalogKindName", "*resource.ByCatalogKindNamePayload", v)
		}
		values := req.URL.Query()
		if p.Pipelinesversion != nil {
			values.Add("pipelinesversion", *p.Pipelinesversion)
		}
		// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:821 (escaper: the pipelines version goes through url.Values.Encode)
		req.URL.RawQuery = values.Encode() // lookalike
		return nil
	}
}

// BuildByIDRequest instantiates a HTTP request object with method and path set
// to call the "resource" service "ById" endpoint
func (c *Client) BuildByIDRequest(ctx context.Context, v any) (*http.Request, error) {
	p, ok := v.(*ByIDPayload)
	if !ok {
		return nil, goahttp.ErrInvalidType("resource", "ById", "*resource.ByIDPayload", v)
	}
	id := p.ID
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:913 (escaper: URL assembled from fields by URL.String; uniform sample 5 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: ByIDResourcePath(id)} // lookalike
	return newRequest(ctx, "ById", u)
}

// BuildGetLatestRawYamlByCatalogKindNameRequest instantiates a HTTP request
// object with method and path set to call the "resource" service
// "GetLatestRawYamlByCatalogKindName" endpoint
func (c *Client) BuildGetLatestRawYamlByCatalogKindNameRequest(ctx context.Context, v any) (*http.Request, error) {
	p, ok := v.(*GetLatestRawYamlByCatalogKindNamePayload)
	if !ok {
		return nil, goahttp.ErrInvalidType("resource", "GetLatestRawYamlByCatalogKindName", "*resource.GetLatestRawYamlByCatalogKindNamePayload", v)
	}
	catalog, kind, name := p.Catalog, p.Kind, p.Name
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/gen/http/resource/client/encode_decode.go:1108 (escaper: raw segments in the Path field are escaped by URL.String; uniform sample 6 of 12)
	u := &url.URL{Scheme: c.scheme, Host: c.host, Path: GetLatestRawYamlByCatalogKindNameResourcePath(catalog, kind, name)} // lookalike
	return newRequest(ctx, "GetLatestRawYamlByCatalogKindName", u)
}
