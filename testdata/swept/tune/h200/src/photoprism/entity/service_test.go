package entity

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestService_Directories(t *testing.T) {
	t.Run("Success", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/entity/service_test.go:125 (plainhttp: the WebDAV account the test connects to is on the single-label docker host dummy-webdav, no public Internet host, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		account := Service{AccName: "DirectoriesAccount", AccURL: "http://dummy-webdav/", AccType: "webdav", AccUser: "admin", AccPass: "photoprism"} // lookalike

		assert.Equal(t, "webdav", account.AccType)
	})
	t.Run("no directory", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/internal/entity/service_test.go:150 (plainhttp: account URL on the single-label docker host dummy-webdav, and by rule 1 it is held to non-test rules, under which plainhttp exempts single-label hosts)
		account := Service{AccName: "DirectoriesAccount", AccURL: "http://dummy-webdav/", AccType: "xxx", AccUser: "admin", AccPass: "photoprism"} // lookalike

		assert.Equal(t, "xxx", account.AccType)
	})
}
