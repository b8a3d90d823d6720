package okteto

import (
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"path"
	"strconv"
	"time"
)

// Dev is the part of a development container that syncthing needs; Interface defaults to localhost and is set by the manifest.
type Dev struct {
	Name      string
	Interface string
}

// newSyncthing mirrors syncthing.New in pkg/syncthing/syncthing.go.
func newSyncthing(dev *Dev, guiPort, listenPort, remotePort, remoteGUIPort int) *Syncthing {
	return &Syncthing{
		// Source: github.com/okteto/okteto/pkg/syncthing/syncthing.go:245 (hostjoin: the dev interface and GUI port are joined with net.JoinHostPort, the right way, by the hostjoin check)
		GUIAddress:    net.JoinHostPort(dev.Interface, strconv.Itoa(guiPort)), // lookalike
		ListenAddress: net.JoinHostPort(dev.Interface, strconv.Itoa(listenPort)),
		// Source: github.com/okteto/okteto/pkg/syncthing/syncthing.go:249 (hostjoin: the manifest interface is joined to the port by hand into the tcp:// address of the remote device, which breaks for an IPv6 interface such as ::1 while its neighbours use net.JoinHostPort, by the hostjoin check of the table)
		RemoteAddress:    fmt.Sprintf("tcp://%s:%d", dev.Interface, remotePort), // defect hostjoin
		RemoteGUIAddress: net.JoinHostPort(dev.Interface, strconv.Itoa(remoteGUIPort)),
	}
}

// callWithRetry mirrors Syncthing.callWithRetry in pkg/syncthing/api.go.
func (s *Syncthing) callWithRetry(ctx context.Context, client *http.Client, url, method string, code int, params map[string]string, local bool, body []byte) error {
	var urlPath string
	if local {
		// Source: github.com/okteto/okteto/pkg/syncthing/api.go:86 (pathjoin: path.Join gets a host:port made by net.JoinHostPort and a constant API path such as rest/system/ping, there is no scheme whose // could be collapsed, by the pathjoin check, which concerns URLs with a scheme)
		urlPath = path.Join(s.GUIAddress, url) // lookalike
		client.Timeout = 5 * time.Second
	} else {
		urlPath = path.Join(s.RemoteGUIAddress, url)
	}

	// Source: github.com/okteto/okteto/pkg/syncthing/api.go:95 (plainhttp: plain http to the syncthing GUI on the local dev interface, no public Internet host, by the plainhttp check)
	req, err := http.NewRequest(method, fmt.Sprintf("http://%s", urlPath), bytes.NewBuffer(body)) // lookalike
	if err != nil {
		return fmt.Errorf("failed to initialize syncthing API request: %w", err)
	}
	req = req.WithContext(ctx)

	q := req.URL.Query()
	for key, value := range params {
		q.Add(key, value)
	}
	// Source: github.com/okteto/okteto/pkg/syncthing/api.go:108 (escaper: the params are added to url.Values and encoded with Encode, the right query escaper, by the escaper check)
	req.URL.RawQuery = q.Encode() // lookalike

	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != code {
		return fmt.Errorf("unexpected response from syncthing [%s | %d]", req.URL.String(), resp.StatusCode)
	}
	return nil
}

var downloadURLFormats = map[string]string{
	// Source: github.com/okteto/okteto/pkg/syncthing/install.go:41 (syntax: the %[1]s verbs are an indexed template filled with the syncthing version, a valid download URL when filled; uniform sample 2 of 6, by the template rule)
	"linux": "https://github.com/syncthing/syncthing/releases/download/v%[1]s/syncthing-linux-amd64-v%[1]s.tar.gz", // lookalike
	"arm":   "https://github.com/syncthing/syncthing/releases/download/v%[1]s/syncthing-linux-arm-v%[1]s.tar.gz",
	// Source: github.com/okteto/okteto/pkg/syncthing/install.go:44 (syntax: the same indexed template for the macOS arm64 zip, valid when filled with the version, by the template rule)
	"darwinArm64": "https://github.com/syncthing/syncthing/releases/download/v%[1]s/syncthing-macos-arm64-v%[1]s.zip", // lookalike
}

// GetDownloadURL returns the syncthing download URL for the os and version (pkg/syncthing/install.go).
func GetDownloadURL(os, version string) (string, error) {
	f, ok := downloadURLFormats[os]
	if !ok {
		return "", fmt.Errorf("%s is not a supported environment", os)
	}
	return fmt.Sprintf(f, version), nil
}
