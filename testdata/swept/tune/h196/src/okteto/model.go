package okteto

import (
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Localhost is the default interface.
const Localhost = "localhost"

// GetAvailablePort returns a random port that's available
func GetAvailablePort(iface string) (int, error) {
	// Source: github.com/okteto/okteto/pkg/model/port.go:27 (hostjoin: net.JoinHostPort builds the address to resolve, the right way; uniform sample of JoinHostPort calls, by the hostjoin check)
	address, err := net.ResolveTCPAddr("tcp", net.JoinHostPort(iface, strconv.Itoa(0))) // lookalike
	if err != nil {
		return 0, err
	}
	l, err := net.ListenTCP("tcp", address)
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// isPortForwardUp mirrors the port test loop of pkg/cmd/stack/deploy.go.
func isPortForwardUp(portsToTest []int) bool {
	for _, port := range portsToTest {
		p := strconv.Itoa(port)
		// Source: github.com/okteto/okteto/pkg/cmd/stack/deploy.go:626 (hostjoin: net.JoinHostPort joins localhost and the port, the right way, by the hostjoin check)
		url := net.JoinHostPort(Localhost, p) // lookalike
		c, err := net.Dial("tcp", url)
		if err != nil {
			continue
		}
		c.Close()
		return true
	}
	return false
}

// SyncFolder is a local:remote sync pair of the okteto manifest.
type SyncFolder struct {
	LocalPath  string
	RemotePath string
}

// MarshalYAML mirrors pkg/model/serializer.go: it writes the sync pair as local:remote.
func (s SyncFolder) MarshalYAML() (interface{}, error) {
	cwd, err := os.Getwd()
	if err != nil {
		// Source: github.com/okteto/okteto/pkg/model/serializer.go:500 (hostjoin: two filesystem paths joined with a colon in the manifest sync syntax, no host and port and no URI, by the hostjoin check, which concerns host and port in a URI or authority)
		return s.LocalPath + ":" + s.RemotePath, nil // lookalike
	}
	relPath, err := filepath.Rel(cwd, s.LocalPath)
	if err != nil {
		return s.LocalPath + ":" + s.RemotePath, nil
	}
	return relPath + ":" + s.RemotePath, nil
}

// ExternalVolume is a name:mountpath volume of the okteto manifest.
type ExternalVolume struct {
	Name      string
	SubPath   string
	MountPath string
}

// MarshalYAML mirrors pkg/model/serializer.go.
func (v ExternalVolume) MarshalYAML() (interface{}, error) {
	if v.SubPath == "" {
		// Source: github.com/okteto/okteto/pkg/model/serializer.go:535 (hostjoin: a volume name and a mount path joined with a colon in the manifest volume syntax, no host and port, by the hostjoin check, which concerns host and port in a URI or authority)
		return v.Name + ":" + v.MountPath, nil // lookalike
	}
	return v.Name + ":" + v.SubPath + ":" + v.MountPath, nil
}

// syncKeys mirrors the duplicate check in pkg/model/volumes.go.
func syncKeys(folders []SyncFolder) map[string]bool {
	seen := map[string]bool{}
	for _, sync := range folders {
		// Source: github.com/okteto/okteto/pkg/model/volumes.go:313 (hostjoin: a map key of two paths joined with a colon, no host and port and no URI, by the hostjoin check, which concerns host and port in a URI or authority)
		key := sync.LocalPath + ":" + sync.RemotePath // lookalike
		seen[key] = true
	}
	return seen
}

// HTTPHealtcheck is the http healthcheck of a compose service.
type HTTPHealtcheck struct {
	Path string
	Port int32
}

// HealthCheck is a compose healthcheck.
type HealthCheck struct {
	HTTP *HTTPHealtcheck
	Test []string
}

// translateHealtcheckCurlToHTTP mirrors pkg/model/stack_serializer.go: it turns a curl test into an http healthcheck.
func translateHealtcheckCurlToHTTP(healthcheck *HealthCheck) {
	s := strings.Join(healthcheck.Test, " ")
	testStrings := strings.Split(s, " ")
	if len(testStrings) < 2 || testStrings[0] != "curl" {
		return
	}

	var checkURL *url.URL
	for _, possibleURL := range testStrings[1:] {
		if possibleURL == "-f" || possibleURL == "--fail" {
			continue
		}
		u, err := url.ParseRequestURI(possibleURL)
		// It's possible to have a healthcheck url without the scheme. If
		// that happens then we inject one and attempt parsing again.
		if err != nil || u.Host == "" {
			// Source: github.com/okteto/okteto/pkg/model/stack_serializer.go:658 (sink: a scheme is put before a scheme-less healthcheck address so ParseRequestURI gets an absolute URI, as it needs, by the sink check)
			u, err = url.ParseRequestURI("https://" + possibleURL) // lookalike
			if err != nil {
				continue
			}
		}
		checkURL = u
		break
	}
	if checkURL == nil {
		return
	}
	port, err := strconv.ParseInt(checkURL.Port(), 10, 32)
	if err != nil {
		return
	}
	path := checkURL.Path
	if path == "" {
		path = "/"
	}
	healthcheck.HTTP = &HTTPHealtcheck{Path: path, Port: int32(port)}
	healthcheck.Test = make([]string, 0)
}
