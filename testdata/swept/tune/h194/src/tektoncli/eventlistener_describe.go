package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/eventlistener/describe.go:
// "tkn eventlistener describe -o url" prints the status URL of the
// EventListener followed by a newline.

import (
	"fmt"
	"io"
	"net/url"
)

// Addressable stands in for the knative duck type holding the EventListener URL.
type Addressable struct {
	URL *url.URL
}

func describeURL(out io.Writer, addr *Addressable) error {
	if addr == nil || addr.URL == nil {
		return fmt.Errorf("url of EventListener el1 in namespace ns not available yet")
	}
	_, err := fmt.Fprintf(out, "%s\n", addr.URL.String())
	return err
}
