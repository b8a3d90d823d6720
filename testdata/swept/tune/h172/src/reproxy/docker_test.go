package reproxy

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// DockerClientMock is a mock implementation of DockerClient.
type DockerClientMock struct {
	ListContainersFunc func() ([]containerInfo, error)
}

// ListContainers calls ListContainersFunc.
func (m *DockerClientMock) ListContainers() ([]containerInfo, error) { return m.ListContainersFunc() }

func TestDocker_List(t *testing.T) {
	dclient := &DockerClientMock{
		ListContainersFunc: func() ([]containerInfo, error) {
			return []containerInfo{
				{
					Name: "c1", State: "running", IP: "127.0.0.21", Ports: []int{12345},
					Labels: map[string]string{"reproxy.route": "^/api/90/(.*)", "reproxy.dest": "http://example.com/blah/$1",
						// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:39 (syntax: rule 1, a working ping URL in a container label whose empty path segment from // is allowed by the RFC 3986 path-abempty grammar and is kept as-is)
						"reproxy.server": "example.com", "reproxy.ping": "https://example.com//ping"}, // lookalike
				},
			}, nil
		},
	}

	d := Docker{DockerClient: dclient}
	res, err := d.List()
	require.NoError(t, err)
	require.Len(t, res, 1)

	assert.Equal(t, "^/api/90/(.*)", res[0].SrcMatch.String())
	assert.Equal(t, "http://example.com/blah/$1", res[0].Dst)
	// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:78 (syntax: rule 1, the expected ping URL taken as-is from the label, a valid URI with an empty path segment)
	assert.Equal(t, "https://example.com//ping", res[0].PingURL) // lookalike
}

func TestDockerClient(t *testing.T) {
	t.Run("without v prefix", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			assert.Equal(t, `/v1.44/containers/json`, r.URL.Path)
			w.Write([]byte(`[]`))
		}))
		defer srv.Close()
		// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:667 (sink: rule 1, the test server authority 127.0.0.1:port is moved under the tcp scheme that NewDockerClient splits into a dial network and address; the http:// literal is only trimmed)
		addr := fmt.Sprintf("tcp://%s", strings.TrimPrefix(srv.URL, "http://")) // lookalike

		client := NewDockerClient(addr, "bridge", "1.44")
		_, err := client.ListContainers()
		require.NoError(t, err, "unexpected error while listing containers")
	})

	t.Run("with v prefix", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			assert.Equal(t, `/v1.24/containers/json`, r.URL.Path) // should not become vv1.24
			w.Write([]byte(`[]`))
		}))
		defer srv.Close()
		// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:692 (sink: rule 1, the same tcp docker host built from the test server authority, a valid address for the dialer)
		addr := fmt.Sprintf("tcp://%s", strings.TrimPrefix(srv.URL, "http://")) // lookalike

		client := NewDockerClient(addr, "bridge", "v1.24")
		_, err := client.ListContainers()
		require.NoError(t, err)
	})
}

func TestDockerClient_error(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"message": "bruh"}`, http.StatusInternalServerError)
	}))
	defer srv.Close()
	// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:706 (sink: rule 1, the same tcp docker host built from the test server authority, valid for the dialer)
	addr := fmt.Sprintf("tcp://%s", strings.TrimPrefix(srv.URL, "http://")) // lookalike

	client := NewDockerClient(addr, "bridge", "1.44")
	_, err := client.ListContainers()
	require.EqualError(t, err, "unexpected error from docker daemon: bruh")
}

func TestDocker_labelN(t *testing.T) {
	tbl := []struct {
		labels map[string]string
		n      int
		suffix string
		res    string
		ok     bool
	}{
		{map[string]string{"a": "123", "reproxy.port": "9999"}, 0, "port", "9999", true},
		// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:729 (syntax: by the compare rule, a redirect directive label value, @302 and a space before an https URL, only looked up and compared by the label test; the prefix is stripped before any use)
		{map[string]string{"reproxy.2.dest": "@302 https://master.feed-master.com/feed/echo-msk/source/@1"}, 2, "dest", // lookalike
			// Source: github.com/umputun/reproxy/app/discovery/provider/docker_test.go:730 (syntax: by the compare rule, the expected label value, the same redirect directive only compared)
			"@302 https://master.feed-master.com/feed/echo-msk/source/@1", true}, // lookalike
	}

	d := Docker{}
	for i, tt := range tbl {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			res, ok := d.labelN(tt.labels, tt.n, tt.suffix)
			require.Equal(t, tt.ok, ok)
			if !ok {
				return
			}
			assert.Equal(t, tt.res, res)
		})
	}
}
