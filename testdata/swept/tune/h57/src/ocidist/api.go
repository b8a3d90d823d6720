// Package ocidist holds cases rewritten from github.com/opencontainers/distribution-spec/conformance.
package ocidist

import (
	"net/http"
	"net/url"
)

type digest string

func (d digest) String() string { return string(d) }

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:292 (escaper: the mount and from query values are set through url.Values and encoded with Encode, the right escaper for a query.)
func blobMount(registry, repo, source string, dig digest) (*http.Request, error) {
	u, err := url.Parse(registry + "/v2/" + repo + "/blobs/uploads/")
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("mount", dig.String())
	if source != "" {
		qa.Set("from", source)
	}
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPost, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:321 (escaper: the upload Location is resolved against the request URL and the digest query value is encoded with url.Values.Encode, the right escaper.)
func blobMountFallbackPut(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:414 (escaper: the digest query value of the last out-of-order chunk is encoded with url.Values.Encode, the right escaper.)
func blobPatchChunkedOutOfOrder(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:468 (escaper: the digest query value of the last chunk is encoded with url.Values.Encode, the right escaper.)
func blobPatchChunkedLast(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:512 (escaper: the digest query value of the closing PUT is encoded with url.Values.Encode, the right escaper.)
func blobPatchChunkedClose(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:600 (escaper: the digest query value after a streamed PATCH is encoded with url.Values.Encode, the right escaper.)
func blobPatchStream(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:684 (escaper: the digest query value of a monolithic POST is encoded with url.Values.Encode, the right escaper.)
func blobPostOnly(registry, repo string, dig digest) (*http.Request, error) {
	u, err := url.Parse(registry + "/v2/" + repo + "/blobs/uploads/")
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPost, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:732 (escaper: the digest query value of the fallback PUT is encoded with url.Values.Encode, the right escaper.)
func blobPostOnlyFallback(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:792 (escaper: the digest query value of the POST+PUT upload is encoded with url.Values.Encode, the right escaper.)
func blobPostPut(u *url.URL, loc string, dig digest) (*http.Request, error) {
	u, err := u.Parse(loc)
	if err != nil {
		return nil, err
	}
	qa := u.Query()
	qa.Set("digest", dig.String())
	u.RawQuery = qa.Encode() // lookalike
	return http.NewRequest(http.MethodPut, u.String(), nil)
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:1205 (escaper: a request option adds a query parameter through URL.Query, Add and Encode, the right escaper.)
func apiWithURLParam(req *http.Request, key, val string) {
	params := req.URL.Query()
	params.Add(key, val)
	req.URL.RawQuery = params.Encode() // lookalike
}

// Source: github.com/opencontainers/distribution-spec/conformance/api.go:1393 (escaper: the bearer realm is resolved against the request URL and service and scope are encoded with url.Values.Encode, the right escaper.)
func authTokenRequest(resp *http.Response, realm, service, scope string) (*http.Request, error) {
	u, err := resp.Request.URL.Parse(realm)
	if err != nil {
		return nil, err
	}
	param := url.Values{}
	param.Set("service", service)
	if scope != "" {
		param.Set("scope", scope)
	}
	u.RawQuery = param.Encode() // lookalike
	return http.NewRequest(http.MethodGet, u.String(), nil)
}
