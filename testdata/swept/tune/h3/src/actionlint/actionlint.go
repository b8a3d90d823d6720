// Package actionlint holds cases rewritten from github.com/rhysd/actionlint.
package actionlint

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
)

// IsImageAction tells a container action from a repository action.
func IsImageAction(spec string) bool {
	// Source: github.com/rhysd/actionlint/rule_action.go:292 (strings.HasPrefix on the docker:// prefix of a uses: value)
	return strings.HasPrefix(spec, "docker://") // lookalike
}

type registry struct{ Slug, Path string }

// metadataURL builds the URL of an action's metadata file.
func (r *registry) metadataURL(tag, ext string) string {
	// Source: github.com/rhysd/actionlint/scripts/generate-popular-actions/main.go:57 (format of a raw-content URL from slug, tag, path)
	return fmt.Sprintf("https://raw.example.com/%s/%s%s/action.%s", r.Slug, tag, r.Path, ext) // lookalike
}

// Fetch heads the metadata of an action.
func (r *registry) Fetch(tag string) (*http.Response, error) {
	return http.Head(r.metadataURL(tag, "yml"))
}

// PlaygroundLink gives a markdown link to a playground holding src.
func PlaygroundLink(src []byte) string {
	var out bytes.Buffer
	enc := base64.NewEncoder(base64.StdEncoding, &out)
	enc.Write(src)
	enc.Close()
	// Source: github.com/rhysd/actionlint/scripts/check-checks/main.go:154 (base64 text put in the fragment of a link)
	return fmt.Sprintf("[Playground](https://playground.example.com/lint/#%s)", out.Bytes()) // lookalike
}
