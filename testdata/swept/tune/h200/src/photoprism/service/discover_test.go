package service

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDiscover(t *testing.T) {
	t.Run("WebDAV", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:31 (credentials: input to Discover, whose job includes reading user and password out of the URL userinfo, and the test asserts the extracted password; the subtests vary this URI on purpose, rules 2c and 2d)
		r, err := Discover("http://admin:photoprism@dummy-webdav/", "", "") // lookalike

		if err != nil {
			t.Fatal(err)
		}

		assert.Equal(t, "Dummy-Webdav", r.AccName)
		assert.Equal(t, "webdav", r.AccType)
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:39 (plainhttp: expected service URL on the single-label docker host dummy-webdav, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		assert.Equal(t, "http://dummy-webdav/", r.AccURL) // lookalike
		assert.Equal(t, "admin", r.AccUser)
		assert.Equal(t, "photoprism", r.AccPass)
	})
	t.Run("WebDAVWithPort", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:44 (port: the subtest WebDAVWithPort varies the URI by spelling out the port on purpose and checks Discover keeps it, rules 2c and 2d; the password is the userinfo Discover extracts)
		r, err := Discover("http://admin:photoprism@dummy-webdav:80/", "", "") // lookalike

		if err != nil {
			t.Fatal(err)
		}

		assert.Equal(t, "Dummy-Webdav", r.AccName)
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:52 (port: expected output of Discover for the WithPort variant, the explicit :80 is what the case checks, rule 2d)
		assert.Equal(t, "http://dummy-webdav:80/", r.AccURL) // lookalike
		assert.Equal(t, "photoprism", r.AccPass)
	})
	t.Run("WebDAVWithPath", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:57 (port: a row of the subtests that vary one service URI on purpose, here with port and path, rule 2d)
		r, err := Discover("http://dummy-webdav:80/Photos/", "admin", "photoprism") // lookalike

		if err != nil {
			t.Fatal(err)
		}

		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:65 (port: expected output of Discover for the deliberate port-and-path variant, rule 2d)
		assert.Equal(t, "http://dummy-webdav:80/Photos/", r.AccURL) // lookalike
		assert.Equal(t, "admin", r.AccUser)
	})
	t.Run("WebDAVNoPassword", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:70 (credentials: the userinfo holds only a user name and no password, and the variant is deliberate, rule 2d)
		r, err := Discover("http://admin@dummy-webdav/", "", "photoprism") // lookalike

		if err != nil {
			t.Fatal(err)
		}

		// Source: github.com/photoprism/photoprism/internal/service/discover_test.go:78 (plainhttp: expected service URL on the single-label docker host dummy-webdav, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		assert.Equal(t, "http://dummy-webdav/", r.AccURL) // lookalike
		assert.Equal(t, "admin", r.AccUser)
		assert.Equal(t, "photoprism", r.AccPass)
	})
}
