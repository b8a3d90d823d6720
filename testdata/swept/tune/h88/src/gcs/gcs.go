// Package gcs holds cases rewritten from cloud.google.com/go/storage.
package gcs

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"

	"google.golang.org/api/option"
	"google.golang.org/api/option/internaloption"
)

func defaultEndpoints() []option.ClientOption {
	return []option.ClientOption{
		// Source: cloud.google.com/go/storage/http_client.go:86 (hostcase: UNIVERSE_DOMAIN is a template placeholder the option replaces with the universe domain, not a host name)
		internaloption.WithDefaultEndpointTemplate("https://storage.UNIVERSE_DOMAIN/storage/v1/"), // lookalike
		// Source: cloud.google.com/go/storage/control/apiv2/storage_control_client.go:1800 (hostcase: the same UNIVERSE_DOMAIN placeholder in the generated control client's endpoint template)
		internaloption.WithDefaultEndpointTemplate("https://storage.UNIVERSE_DOMAIN"), // lookalike
	}
}

const (
	// Source: cloud.google.com/go/storage/grpc_client.go:80 (hostform: google-c2p is a gRPC resolver scheme, not DNS-based, and an empty authority is its normal target form)
	directPathEndpointPrefix = "google-c2p:///" // lookalike
)

func isDirectPathCompatible(endpoint string) bool {
	if endpoint == "" {
		return false
	}
	if strings.Contains(endpoint, "://") &&
		// Source: cloud.google.com/go/storage/grpc_dp_diag.go:145 (hostform: prefix test for the gRPC dns resolver target, whose empty authority is normal)
		!strings.HasPrefix(endpoint, "dns:///") && // lookalike
		!strings.HasPrefix(endpoint, directPathEndpointPrefix) {
		return false
	}
	return true
}

type rawNotification struct{ Topic string }

func toRawNotification(projectID, topicID string) *rawNotification {
	return &rawNotification{
		// Source: cloud.google.com/go/storage/notifications.go:109 (syntax: a Google Cloud full resource name written as a network-path reference whose verbs are filled with IDs, not given to a URI sink)
		Topic: fmt.Sprintf("//pubsub.googleapis.com/projects/%s/topics/%s", projectID, topicID), // lookalike
	}
}

func emulatorEndpoint() (string, error) {
	host := os.Getenv("STORAGE_EMULATOR_HOST")
	var hostURL *url.URL
	if strings.Contains(host, "://") {
		h, err := url.Parse(host)
		if err != nil {
			return "", err
		}
		hostURL = h
	} else {
		// Source: cloud.google.com/go/storage/http_client.go:112 (plainhttp: plain http is added only for the user's local emulator host from STORAGE_EMULATOR_HOST)
		hostURL = &url.URL{Scheme: "http", Host: host} // lookalike
	}
	return hostURL.String(), nil
}

func pathEncodeV4(path string) string {
	segments := strings.Split(path, "/")
	var encodedSegments []string
	for _, s := range segments {
		// Source: cloud.google.com/go/storage/storage.go:795 (escaper: QueryEscape per path segment is followed by replacing "+" with "%20", the deliberate V4 signing encoding)
		encodedSegments = append(encodedSegments, url.QueryEscape(s)) // lookalike
	}
	encodedStr := strings.Join(encodedSegments, "/")
	return strings.Replace(encodedStr, "+", "%20", -1)
}

func xmlReadURL(scheme, xmlHost, bucket, object string) *url.URL {
	return &url.URL{
		Scheme: scheme,
		Host:   xmlHost,
		Path:   fmt.Sprintf("/%s/%s", bucket, object),
		// Source: cloud.google.com/go/storage/http_client.go:990 (escaper: PathEscape goes into RawPath while Path keeps the decoded object name, the correct pairing)
		RawPath: fmt.Sprintf("/%s/%s", bucket, url.PathEscape(object)), // lookalike
	}
}

func signedURLV2(bucket, name, hostname, accessID, encoded string) string {
	u := &url.URL{
		// Source: cloud.google.com/go/storage/storage.go:959 (escaper: raw bucket and object names go into the decoded url.URL Path field, which String escapes)
		Path: fmt.Sprintf("/%s/%s", bucket, name), // lookalike
	}
	u.Scheme = "https"
	u.Host = hostname
	q := u.Query()
	q.Set("GoogleAccessId", accessID)
	// Source: cloud.google.com/go/storage/storage.go:982 (escaper: the base64 signature is set through url.Values, which Encode escapes)
	q.Set("Signature", encoded) // lookalike
	u.RawQuery = q.Encode()
	return u.String()
}

func writeRequestParams(bucket string, routingToken *string) string {
	var hds []string
	if bucket != "" {
		// Source: cloud.google.com/go/storage/grpc_writer.go:2115 (escaper: QueryEscape of the bucket inside the form-encoded x-goog-request-params header is the right escaper)
		hds = append(hds, fmt.Sprintf("bucket=projects/_/buckets/%s", url.QueryEscape(bucket))) // lookalike
	}
	if routingToken != nil {
		// Source: cloud.google.com/go/storage/grpc_writer.go:2118 (escaper: a routing token raw in the params; whether a token needs escaping is not known from the code)
		hds = append(hds, fmt.Sprintf("routing_token=%s", *routingToken)) // lookalike
	}
	return strings.Join(hds, "&")
}

func createFolderURL(endpoint, parent, folderID string) (string, error) {
	baseURL, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	// Source: cloud.google.com/go/storage/control/apiv2/storage_control_client.go:3233 (escaper: the parent name is appended to the decoded Path field, which String escapes)
	baseURL.Path += fmt.Sprintf("/v2/%v/folders", parent) // lookalike
	params := url.Values{}
	params.Add("folderId", folderID)
	baseURL.RawQuery = params.Encode()
	return baseURL.String(), nil
}

func renameFolderRequest(endpoint, name string) (*http.Request, error) {
	baseURL, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	// Source: cloud.google.com/go/storage/control/apiv2/storage_control_client.go:3546 (colonpath: the colon of the custom verb sits in a later segment of an absolute path, which is allowed)
	baseURL.Path += fmt.Sprintf("/v2/%v:rename", name) // lookalike
	return http.NewRequest("POST", baseURL.String(), nil)
}

func setGeneration(req *http.Request, gen int64) {
	// Source: cloud.google.com/go/storage/http_client.go:1041 (escaper: an integer generation goes raw into RawQuery and needs no escaping)
	req.URL.RawQuery = fmt.Sprintf("generation=%d", gen) // lookalike
}

func detectAccessIDError(err error) error {
	// Source: cloud.google.com/go/storage/bucket.go:326 (syntax: the documentation link is part of the error message prose)
	return fmt.Errorf("storage: unable to detect default GoogleAccessID: %w. Please provide the GoogleAccessID or use a supported means for autodetecting it (see https://pkg.go.dev/cloud.google.com/go/storage#hdr-Credential_requirements_for_signing)", err) // lookalike
}
