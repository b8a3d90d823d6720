// Package rain holds cases rewritten from github.com/aws-cloudformation/rain.
package rain

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Source: github.com/aws-cloudformation/rain/cft/pkg/content.go:27 (strings.HasPrefix tells an S3 URI from a path)
func isObjectURI(uri string) bool {
	return strings.HasPrefix(uri, "s3://") // lookalike
}

// ObjectHTTP gives the virtual-hosted URL of an object.
func ObjectHTTP(bucket, region, key string) string {
	// Source: github.com/aws-cloudformation/rain/cft/pkg/util.go:47 (format of a virtual-hosted object URL, bucket and region as host labels)
	return fmt.Sprintf("https://%s.storage.%s.example.com/%s", bucket, region, key) // lookalike
}

const signinURI = "https://signin.example.com/federation"

func sessionString(id, secret string) string {
	raw := fmt.Sprintf(`{"sessionId": %q, "sessionKey": %q}`, id, secret)
	return url.QueryEscape(raw)
}

// SigninToken asks the federation endpoint for a token.
func SigninToken(id, secret string) (*http.Response, error) {
	// Source: github.com/aws-cloudformation/rain/internal/aws/console/console.go:69 (query value escaped by QueryEscape in a helper, then formatted in)
	u := fmt.Sprintf("%s?Action=getSigninToken&Session=%s", signinURI, sessionString(id, secret)) // lookalike
	return http.Get(u)
}

// SplitObjectURI splits s3://bucket/key.
func SplitObjectURI(uri string) (bucket, key string, err error) {
	if !isObjectURI(uri) {
		return "", "", errors.New("must start with s3://")
	}
	rest := strings.TrimPrefix(uri, "s3://")
	bucket, key, _ = strings.Cut(rest, "/")
	if len(bucket) < 3 || len(bucket) > 63 {
		return "", "", errors.New("length must be between 3 and 63")
	}
	return bucket, key, nil
}
