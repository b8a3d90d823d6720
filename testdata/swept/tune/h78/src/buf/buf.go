// Package buf holds cases rewritten from github.com/bufbuild/buf.
package buf

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
)

// Source: github.com/bufbuild/buf/cmd/buf/internal/command/curl/curl.go:1287 (hostjoin: URL.Host keeps the brackets of an IPv6 literal, so no bare colon join happens)
func completeBaseURL(toComplete string) string {
	parsed, err := url.Parse(toComplete)
	if err != nil || parsed.Host == "" || (parsed.Scheme != "http" && parsed.Scheme != "https") {
		return ""
	}
	return parsed.Scheme + "://" + parsed.Host // lookalike
}

const (
	schemeHTTP  = "http"
	schemeHTTPS = "https"
)

// Source: github.com/bufbuild/buf/private/bufpkg/buftransport/buftransport.go:24 (hostjoin: the address is already a host:port authority; the scheme is only prefixed)
func PrependHTTP(address string) string {
	return schemeHTTP + "://" + address // lookalike
}

func getFileHTTP(ctx context.Context, client *http.Client, httpPath string) (io.ReadCloser, error) {
	request, err := http.NewRequestWithContext(ctx, "GET", httpPath, nil)
	if err != nil {
		return nil, err
	}
	response, err := client.Do(request)
	if err != nil {
		return nil, err
	}
	return response.Body, nil
}

// Source: github.com/bufbuild/buf/private/buf/buffetch/internal/reader.go:574 (plainhttp: the scheme repeats the one the user wrote in the reference, so no public host is chosen by the code)
func getFileFromHTTPRef(ctx context.Context, client *http.Client, refPath string) (io.ReadCloser, error) {
	return getFileHTTP(ctx, client, "http://"+refPath) // lookalike
}

// Source: github.com/bufbuild/buf/private/buf/buffetch/internal/reader.go:656 (escaper: a local absolute path goes raw into a git file URL, and a path is none of the kinds that surely need escaping)
func localGitURL(refPath string) (string, error) {
	absPath, err := filepath.Abs(refPath)
	if err != nil {
		return "", err
	}
	return "file://" + absPath, nil // lookalike
}

// Source: github.com/bufbuild/buf/private/buf/buflsp/document_link.go:51 (colonpath: the colon is in a later segment of an absolute URI, not in the first segment of a relative path)
func wktFileLink(bsrHost, filePath string) string {
	return "https://" + bsrHost + "/file/main:" + filePath // lookalike
}

// Source: github.com/bufbuild/buf/private/buf/buflsp/document_link.go:119 (escaper: registry, owner and module names go raw into the path; names are look-alikes)
func bsrURL(registry, owner, name, tabType, pathOrPackage, anchor string) string {
	u := "https://" + registry + "/" + owner + "/" + name + "/" + tabType + "/main:" + pathOrPackage // lookalike
	if anchor != "" {
		u += "#" + anchor
	}
	return u
}

// CodeDescription links a diagnostic to its documentation.
type CodeDescription struct {
	Href string
}

// Source: github.com/bufbuild/buf/private/buf/buflsp/file.go:1202 (escaper: a lowercased lint rule ID goes raw into the fragment; IDs are look-alikes)
func lintRuleDescription(ruleType string) *CodeDescription {
	return &CodeDescription{
		Href: "https://buf.build/docs/lint/rules/#" + strings.ToLower(ruleType), // lookalike
	}
}

// Source: github.com/bufbuild/buf/private/buf/buflsp/uri.go:39 (hostform: the empty authority of a file URI is its normal form)
func normalizeURI(str string) string {
	after, found := strings.CutPrefix(str, "file:///") // lookalike
	if !found {
		return strings.ReplaceAll(str, "@", "%40")
	}
	segments := strings.Split(after, "/")
	for i, segment := range segments {
		decoded, err := url.PathUnescape(segment)
		if err != nil {
			decoded = segment
		}
		encoded := url.PathEscape(decoded) // lookalike
		encoded = strings.ReplaceAll(encoded, "@", "%40")
		encoded = strings.ReplaceAll(encoded, ":", "%3A")
		segments[i] = encoded
	}
	if len(segments[0]) == 4 && segments[0][0] >= 'A' && segments[0][0] <= 'Z' && segments[0][1:] == "%3A" {
		segments[0] = string(segments[0][0]+32) + "%3A"
	}
	return "file:///" + strings.Join(segments, "/") // lookalike
}

// Source: github.com/bufbuild/buf/private/pkg/git/remote.go:37 (syntax: the percent signs are format verbs filled by fmt.Sprintf)
const githubRemoteURLFormat = "https://%s%s/commit/%s" // lookalike

func commitURL(hostname, repositoryPath, hash string) string {
	return fmt.Sprintf(githubRemoteURLFormat, hostname, repositoryPath, hash)
}

func parseRawRemoteURL(rawURL string) (string, string) {
	parsed, err := url.Parse(rawURL)
	if err != nil {
		return "", ""
	}
	return parsed.Hostname(), strings.TrimSuffix(parsed.Path, ".git")
}

// Source: github.com/bufbuild/buf/private/pkg/git/cloner.go:80 (hostform: scheme-only prefixes in a HasPrefix gate are no URI and need no host)
func checkGitURL(u string) error {
	switch {
	case strings.HasPrefix(u, "http://"), strings.HasPrefix(u, "https://"), strings.HasPrefix(u, "ssh://"), strings.HasPrefix(u, "git://"), strings.HasPrefix(u, "file://"): // lookalike
	default:
		return fmt.Errorf("invalid git url: %q", u)
	}
	return nil
}

// Source: github.com/bufbuild/buf/cmd/buf/internal/command/registry/registrylogin/registrylogin.go:253 (syntax: the URL sits inside a prompt sentence shown to the user, which is prose (rule 4))
func doPromptLogin(w io.Writer, remote string) error {
	_, err := fmt.Fprintf(w, "Enter the BSR token created at https://%s/settings/user.\n\n", remote) // lookalike
	return err
}

var openURL = func(string) error { return nil }

// Source: github.com/bufbuild/buf/cmd/buf/internal/command/mod/modopen/modopen.go:82 (escaper: a module full name goes raw after the scheme; names are look-alikes)
func openModule(moduleFullName string) error {
	return openURL("https://" + moduleFullName) // lookalike
}

// Source: github.com/bufbuild/buf/private/pkg/github/githubtesting/archive_reader.go:94 (escaper: owner, repository and ref names go raw into the path; names are look-alikes)
func downloadArchive(ctx context.Context, client *http.Client, owner, repository, ref string) (*http.Response, error) {
	request, err := http.NewRequestWithContext(
		ctx,
		"GET",
		fmt.Sprintf("https://github.com/%s/%s/archive/%s.tar.gz", owner, repository, ref), // lookalike
		nil,
	)
	if err != nil {
		return nil, err
	}
	return client.Do(request)
}

// Source: github.com/bufbuild/buf/private/buf/buflsp/hover_cel.go:676 (syntax: the URL is inside markdown link text built for a hover)
func celByExampleLink(p string) string {
	return "[CEL by Example](https://celbyexample.com/" + p + ")" // lookalike
}

// Source: github.com/bufbuild/buf/private/pkg/licenseheader/licenseheader.go:52 (plainhttp: the license URL is part of the Apache header text and is never fetched (rule 4))
const apacheHeaderTemplate = "Copyright {{.YearRange}} {{.CopyrightHolder}}\n\nLicensed under the Apache License, Version 2.0 (the \"License\");\nyou may not use this file except in compliance with the License.\nYou may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n" // lookalike

// Source: github.com/bufbuild/buf/private/bufpkg/bufconfig/buf_yaml_file.go:47 (syntax: the URL sits inside a YAML comment sentence and its percent sign is a format verb (rule 4))
const docsLinkComment = "# For details on buf.yaml configuration, visit https://buf.build/docs/configuration/%s/buf-yaml" // lookalike

func bufYAMLHeader(version string) string {
	return fmt.Sprintf(docsLinkComment, version)
}

// parseRef splits a buffetch reference into scheme, path and options.
func parseRef(value string) (scheme, refPath, options string) {
	scheme, rest, _ := strings.Cut(value, "://")
	refPath, options, _ = strings.Cut(rest, "#")
	return scheme, refPath, options
}

// DeviceRegistrationPath is the path of the device registration endpoint.
const DeviceRegistrationPath = "/oauth2/device/registration"

// DeviceAuthorizationResponse is the device authorization response.
type DeviceAuthorizationResponse struct {
	DeviceCode              string `json:"device_code"`
	UserCode                string `json:"user_code"`
	VerificationURI         string `json:"verification_uri"`
	VerificationURIComplete string `json:"verification_uri_complete"`
}

func parseDeviceAuthorization(body string) (*DeviceAuthorizationResponse, error) {
	var resp DeviceAuthorizationResponse
	if err := json.Unmarshal([]byte(body), &resp); err != nil {
		return nil, err
	}
	for _, raw := range []string{resp.VerificationURI, resp.VerificationURIComplete} {
		u, err := url.Parse(raw)
		if err != nil {
			return nil, err
		}
		if u.Scheme != "http" && u.Scheme != "https" {
			return nil, errors.New("oauth2: invalid verification URI scheme")
		}
	}
	return &resp, nil
}
