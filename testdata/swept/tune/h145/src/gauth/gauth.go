// Package gauth holds cases rewritten from cloud.google.com/go/auth.
package gauth

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"path"
	"strconv"
	"strings"
)

const universeDomainPlaceholder = "UNIVERSE_DOMAIN"

// Source: cloud.google.com/go/auth/credentials/downscope/downscope.go:34 (hostcase: UNIVERSE_DOMAIN is a placeholder that strings.Replace swaps for the universe domain before use, not a host)
const identityBindingEndpointTemplate = "https://sts.UNIVERSE_DOMAIN/v1/token" // lookalike

func identityBindingEndpoint(universeDomain string) string {
	return strings.Replace(identityBindingEndpointTemplate, universeDomainPlaceholder, universeDomain, 1)
}

// Source: cloud.google.com/go/auth/credentials/internal/externalaccount/aws_provider.go:65 (syntax: {region} is a placeholder replaced with the AWS region before the URL is used)
const defaultRegionalCredentialVerificationURL = "https://sts.{region}.amazonaws.com?Action=GetCallerIdentity&Version=2011-06-15" // lookalike

func regionalVerificationURL(region string) string {
	return strings.Replace(defaultRegionalCredentialVerificationURL, "{region}", region, 1)
}

func checkDirectPathEndPoint(endpoint string) bool {
	if strings.Contains(endpoint, "://") &&
		// Source: cloud.google.com/go/auth/grpctransport/directpath.go:180 (hostform: the gRPC dns target form has an empty authority by design, and the prefix is only compared)
		!strings.HasPrefix(endpoint, "dns:///") && // lookalike
		// Source: cloud.google.com/go/auth/grpctransport/directpath.go:181 (hostform: the google-c2p resolver target has an empty authority by design, and the prefix is only compared)
		!strings.HasPrefix(endpoint, "google-c2p:///") { // lookalike
		return false
	}
	return true
}

// Source: cloud.google.com/go/auth/grpctransport/directpath.go:366 (hostform: a google-c2p gRPC target puts the service name in the path with an empty authority, the form the resolver expects)
func c2pTarget(cleanAddr, q string) string {
	endpoint := "google-c2p:///" + cleanAddr // lookalike
	if q != "" {
		endpoint += "?" + q
	}
	return endpoint
}

// extractHostPort returns the host and port of a gRPC target.
func extractHostPort(target string) (string, int) {
	if idx := strings.Index(target, "://"); idx != -1 {
		target = target[idx+3:]
		if slashIdx := strings.Index(target, "/"); slashIdx != -1 {
			target = target[slashIdx+1:]
		}
	}
	if qIdx := strings.Index(target, "?"); qIdx != -1 {
		target = target[:qIdx]
	}
	host, portStr, err := net.SplitHostPort(target)
	if err != nil {
		return target, 0
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return host, 0
	}
	return host, port
}

// Source: cloud.google.com/go/auth/internal/regionalaccessboundary/regional_access_boundary.go:45 (escaper: the service account email is an ID put raw in the path, whose need for escaping the code does not show)
const serviceAccountAllowedLocationsEndpoint = "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/%s/allowedLocations" // lookalike

func allowedLocationsURL(email string) string {
	return fmt.Sprintf(serviceAccountAllowedLocationsEndpoint, email)
}

// Client is a minimal storage client for integration tests.
type Client struct {
	hc *http.Client
}

// Source: cloud.google.com/go/auth/internal/testutil/testgcs/storage.go:104 (escaper: bucket and object are names put raw in the path, whose need for escaping the code does not show)
func (c *Client) DownloadObject(ctx context.Context, bucket, object string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("https://storage.googleapis.com/storage/v1/b/%s/o/%s", bucket, object), nil) // lookalike
	if err != nil {
		return nil, err
	}
	req.Header.Add("alt", "media")
	return c.hc.Do(req)
}

// canonicalPath returns the path of req in the AWS SigV4 canonical form.
func canonicalPath(req *http.Request) string {
	result := req.URL.EscapedPath()
	if result == "" {
		return "/"
	}
	return path.Clean(result)
}
