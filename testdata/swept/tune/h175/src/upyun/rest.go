package upyun

import (
	"fmt"
	"io"
	"net/http"
	"path"
	"strings"
	"time"
)

type restReqConfig struct {
	method    string
	uri       string
	query     string
	headers   map[string]string
	closeBody bool
	httpBody  io.Reader
}

// PutObjectConfig names a local file and the object key to upload it to.
type PutObjectConfig struct {
	Path      string
	LocalPath string
}

// ModifyMetadataConfig names an object and how to change its metadata (merge, replace or delete).
type ModifyMetadataConfig struct {
	Path      string
	Operation string
	Headers   map[string]string
}

// ModifyMetadata changes the metadata of an object.
func (up *UpYun) ModifyMetadata(config *ModifyMetadataConfig) error {
	if config.Operation == "" {
		config.Operation = "merge"
	}
	_, err := up.doRESTRequest(&restReqConfig{
		method: "PATCH",
		uri:    config.Path,
		// Source: github.com/upyun/go-sdk/v3/upyun/rest.go:829 (escaper: the operation is one of the API's fixed words merge, replace or delete, so splicing it raw into the query needs no escaping, by the escaper check, which asks escaping only of a value that needs it)
		query:     "metadata=" + config.Operation, // lookalike
		headers:   config.Headers,
		closeBody: true,
	})
	return err
}

func (up *UpYun) doRESTRequest(config *restReqConfig) (*http.Response, error) {
	// Source: github.com/upyun/go-sdk/v3/upyun/rest.go:840 (pathjoin: path.Join is applied to a path-absolute bucket and escaped object key, not to a URL with a scheme, so no :// is collapsed; the endpoint is joined later with Sprintf, by the pathjoin check, which concerns path.Join on a URL)
	escUri := path.Join("/", up.Bucket, escapeUri(config.uri)) // lookalike
	if strings.HasSuffix(config.uri, "/") {
		escUri += "/"
	}
	if config.query != "" {
		// Source: github.com/upyun/go-sdk/v3/upyun/rest.go:845 (escaper: the query is one the SDK itself writes, usage or metadata= with a fixed word, so appending it raw after ? is fine, by the escaper check, which asks escaping only of a value that needs it)
		escUri += "?" + config.query // lookalike
	}
	headers := map[string]string{}
	for k, v := range config.headers {
		headers[k] = v
	}
	headers["Date"] = makeRFC1123Date(time.Now())
	headers["Host"] = "v0.api.upyun.com"
	headers["Authorization"] = up.MakeUnifiedAuth(&UnifiedAuthConfig{
		Method:  config.method,
		Uri:     escUri,
		DateStr: headers["Date"],
	})
	endpoint := up.getEndpoint("v0.api.upyun.com")
	url := fmt.Sprintf("%s%s", endpoint, escUri)
	resp, err := up.doHTTPRequest(config.method, url, headers, config.httpBody)
	if err != nil {
		return nil, err
	}
	if config.closeBody {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	return resp, nil
}

// Put uploads config.LocalPath to the object key config.Path.
func (up *UpYun) Put(config *PutObjectConfig) error {
	_, err := up.doRESTRequest(&restReqConfig{method: "PUT", uri: config.Path, closeBody: true})
	return err
}

// GetInfo returns the MD5 of the object at key.
func (up *UpYun) GetInfo(key string) (string, error) {
	_, err := up.doRESTRequest(&restReqConfig{method: "HEAD", uri: key, closeBody: true})
	return "", err
}
