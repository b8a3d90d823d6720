// Package oci holds cases rewritten from github.com/oracle/oci-go-sdk/v65.
package oci

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path"
	"regexp"
	"strings"
)

// KubernetesProxymuxServicePort is the port of the proxymux service.
const KubernetesProxymuxServicePort = "12250"

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principal_key_provider.go:164 (hostjoin: the host comes from the KUBERNETES_SERVICE_HOST environment variable, an IPv6 address in IPv6 clusters, and is joined to the port with a bare colon.)
func proxymuxEndpointFromEnv() (string, error) {
	k8sServiceHost, ok := os.LookupEnv("KUBERNETES_SERVICE_HOST")
	if !ok {
		return "", errors.New("KUBERNETES_SERVICE_HOST not present")
	}
	return fmt.Sprintf("https://%s:%s/resourcePrincipalSessionTokens", k8sServiceHost, KubernetesProxymuxServicePort), nil // defect hostjoin
}

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principal_key_provider.go:201 (hostjoin: the Kubernetes service host is a caller's parameter that may be an IPv6 address and is joined to the port with a bare colon.)
func OkeWorkloadIdentityEndpoint(k8sServiceHost *string) string {
	return fmt.Sprintf("https://%s:%s/resourcePrincipalSessionTokens", *k8sServiceHost, KubernetesProxymuxServicePort) // defect hostjoin
}

// Source: github.com/oracle/oci-go-sdk/v65/common/common.go:36 (syntax: an endpoint template whose braces are replaced before use, not a URI.)
const EndpointTemplateForRegionWithDot = "https://{endpoint_service_name}.{region}" // lookalike

// EndpointForTemplate fills the template.
func EndpointForTemplate(service, region string) string {
	e := strings.Replace(EndpointTemplateForRegionWithDot, "{endpoint_service_name}", service, 1)
	return strings.Replace(e, "{region}", region, 1)
}

// Source: github.com/oracle/oci-go-sdk/v65/common/errors.go:139 (syntax: a documentation link whose fragment is filled from format verbs with a status code and a lowercased error code.)
func troubleshootingLink(statusCode int, code string) string {
	return fmt.Sprintf("https://docs.oracle.com/iaas/Content/API/References/apierrors.htm#apierrors_%v__%v_%s", statusCode, statusCode, strings.ToLower(code)) // lookalike
}

// BaseClient mirrors the SDK base client.
type BaseClient struct {
	Host     string
	BasePath string
}

const defaultScheme = "https"

// Source: github.com/oracle/oci-go-sdk/v65/common/client.go:221 (hostform: adds the default scheme in front of a configured host that has none, not an empty-host URI.)
func (client *BaseClient) Endpoint() string {
	host := client.Host
	if !strings.Contains(host, "http") {
		host = fmt.Sprintf("%s://%s", defaultScheme, host) // lookalike
	}
	return host
}

// setRawPath treats u.Path as escaped: it unescapes it and keeps the escaped form in RawPath.
func setRawPath(u *url.URL) error {
	oldPath := u.Path
	p, err := url.PathUnescape(u.Path)
	if err != nil {
		return err
	}
	u.Path = p
	if u.EscapedPath() == oldPath {
		u.RawPath = ""
	} else {
		u.RawPath = oldPath
	}
	return nil
}

// Source: github.com/oracle/oci-go-sdk/v65/common/client.go:542 (pathjoin: path.Clean runs on the path of the request only, never on a whole URI.)
func (client *BaseClient) prepareRequest(request *http.Request) error {
	clientURL, err := url.Parse(client.Endpoint())
	if err != nil {
		return fmt.Errorf("host is invalid. %s", err.Error())
	}
	if clientURL.User != nil || clientURL.Path != "" || clientURL.RawQuery != "" || clientURL.Fragment != "" {
		return errors.New("host is invalid. endpoint must not contain user info, path, query, or fragment")
	}
	if clientURL.Scheme != "http" && clientURL.Scheme != "https" {
		return errors.New("host is invalid. endpoint scheme must be http or https")
	}
	request.URL.Host = clientURL.Host
	request.URL.Scheme = clientURL.Scheme
	request.URL.Path = path.Clean(fmt.Sprintf("/%s/%s", client.BasePath, request.URL.Path)) // lookalike
	return setRawPath(request.URL)
}

var templatedPathRegex = regexp.MustCompile(".*{.+}.*")

// Source: github.com/oracle/oci-go-sdk/v65/common/http.go:520 (escaper: the PathEscape'd part is put into URL.Path on purpose; prepareRequest's setRawPath unescapes Path and keeps the escaped form in RawPath.)
func addToPath(request *http.Request, part, fieldName string) {
	if os.Getenv("OCI_GO_SDK_ENCODE_PATH_PARAMS") == "true" {
		part = url.PathEscape(part) // lookalike
	}
	if request.URL == nil {
		request.URL = &url.URL{}
	}
	if !templatedPathRegex.MatchString(request.URL.Path) {
		request.URL.Path = strings.Join([]string{request.URL.Path, part}, "/")
	} else {
		request.URL.Path = strings.Replace(request.URL.Path, "{"+fieldName+"}", part, -1)
	}
}

// Source: github.com/oracle/oci-go-sdk/v65/common/auth/instance_principal_key_provider.go:19 (plainhttp: the instance metadata service at its link-local address, not a public Internet host.)
const defaultMetadataBaseURL = `http://169.254.169.254/opc/v2` // lookalike

// MetadataURL returns the metadata URL for a path.
func MetadataURL(p string) string { return defaultMetadataBaseURL + p }

// rpSessionHost picks the host of the session token client.
func rpSessionHost(sessionTokenEndpoint *string, authEndpoint string) (string, error) {
	if sessionTokenEndpoint != nil {
		u, err := url.Parse(*sessionTokenEndpoint)
		if err != nil {
			return "", err
		}
		// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principals_v1.go:343 (hostjoin: the host of a parsed URL, where an IPv6 literal keeps its brackets, put back after the scheme.)
		return u.Scheme + "://" + u.Host, nil // lookalike
	}
	// Source: github.com/oracle/oci-go-sdk/v65/common/auth/resource_principals_v1.go:350 (hostform: https in front of the region's auth service host name.)
	return fmt.Sprintf("https://%s", authEndpoint), nil // lookalike
}

// RedactSensitiveStringForLogs redacts sensitive header fields of serialized objects.
func RedactSensitiveStringForLogs(value string) string {
	re := regexp.MustCompile(`"(authorization|cookie)":"[^"]*"`)
	return re.ReplaceAllString(value, `"$1":"REDACTED"`)
}
