package mediamtx

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCredentials(t *testing.T) {
	t.Run("user and pass in basic", func(t *testing.T) {
		h := &http.Request{
			// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/credentials_test.go:16 (sink: an empty url.URL is only the placeholder request URL of a header-parsing unit test, never sent and never needing a host)
			URL: &url.URL{}, // lookalike
			Header: http.Header{
				"Authorization": []string{
					"Basic bXl1c2VyOm15cGFzcw==",
				},
			},
		}

		c := Credentials(h)

		require.Equal(t, &AuthCredentials{
			User: "myuser",
			Pass: "mypass",
		}, c)
	})

	t.Run("user and pass in bearer", func(t *testing.T) {
		h := &http.Request{
			// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/credentials_test.go:34 (sink: the same empty placeholder request URL, the credentials come from the Authorization header)
			URL: &url.URL{}, // lookalike
			Header: http.Header{
				"Authorization": []string{
					"Bearer myuser:mypass",
				},
			},
		}

		c := Credentials(h)

		require.Equal(t, &AuthCredentials{
			User: "myuser",
			Pass: "mypass",
		}, c)
	})

	t.Run("token in bearer", func(t *testing.T) {
		h := &http.Request{
			// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/credentials_test.go:52 (sink: the same empty placeholder request URL of a unit test)
			URL: &url.URL{}, // lookalike
			Header: http.Header{
				"Authorization": []string{
					"Bearer testing123",
				},
			},
		}

		c := Credentials(h)

		require.Equal(t, &AuthCredentials{
			Token: "testing123",
		}, c)
	})

	t.Run("user and pass and token", func(t *testing.T) {
		h := &http.Request{
			// Source: github.com/bluenviron/mediamtx/internal/protocols/httpp/credentials_test.go:69 (sink: the same empty placeholder request URL of a unit test)
			URL: &url.URL{}, // lookalike
			Header: http.Header{
				"Authorization": []string{
					"Basic bXl1c2VyOm15cGFzcw==",
					"Bearer testing123",
				},
			},
		}

		c := Credentials(h)

		require.Equal(t, &AuthCredentials{
			Token: "testing123",
		}, c)
	})
}
