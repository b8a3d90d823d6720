package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAddService(t *testing.T) {
	t.Run("ConnectFailed", func(t *testing.T) {
		app, router, _ := NewApiTest()
		AddService(router)
		// Source: github.com/photoprism/photoprism/internal/api/services_test.go:65 (syntax: the literal is a JSON request body whose AccUrl field holds a plain URL, a document and no URI, by rule 4 text around a URL is no URI)
		r := PerformRequestWithBody(app, "POST", "/api/v1/services", "{\"AccName\": \"CreateTest1\", \"AccOwner\": \"Test\", \"AccUrl\": \"http://webdav123/\", \"AccType\": \"webdav\",\n\"AccKey\": \"123\", \"AccUser\": \"testuser\", \"AccPass\": \"testpasswd\", \"AccError\": \"\", \"AccShare\": false, \"AccSync\": false, \"RetryLimit\": 3,\n\"SyncPath\": \"\", \"SyncInterval\": 3, \"SyncUpload\": false, \"SyncDownload\": false, \"SyncFilenames\": false, \"SyncRaw\": false}") // lookalike
		assert.Equal(t, http.StatusBadRequest, r.Code)
	})
	t.Run("Ok", func(t *testing.T) {
		app, router, _ := NewApiTest()
		AddService(router)
		// Source: github.com/photoprism/photoprism/internal/api/services_test.go:75 (syntax: a JSON account form sent as request body, the URL inside is well formed and the body is no URI, by rule 4 text around a URL is no URI)
		r := PerformRequestWithBody(app, "POST", "/api/v1/services", "{\"AccName\": \"CreateTest\", \"AccOwner\": \"Test\", \"AccUrl\": \"http://dummy-webdav/\", \"AccType\": \"webdav\",\n\"AccKey\": \"123\", \"AccUser\": \"admin\", \"AccPass\": \"photoprism\", \"AccError\": \"\", \"AccShare\": false, \"AccSync\": false, \"RetryLimit\": 3,\n\"SyncPath\": \"\", \"SyncInterval\": 3, \"SyncUpload\": false, \"SyncDownload\": false, \"SyncFilenames\": false, \"SyncRaw\": false}") // lookalike
		assert.Equal(t, http.StatusOK, r.Code)
	})
}

func TestUpdateService(t *testing.T) {
	app, router, _ := NewApiTest()
	AddService(router)
	// Source: github.com/photoprism/photoprism/internal/api/services_test.go:87 (syntax: a JSON account form sent as request body, not a URI; the password is a JSON field, not userinfo, by rule 4 text around a URL is no URI)
	r := PerformRequestWithBody(app, "POST", "/api/v1/services", "{\"AccName\": \"CreateTest3\", \"AccOwner\": \"TestUpdate\", \"AccUrl\": \"http://dummy-webdav/\", \"AccType\": \"webdav\",\n\"AccKey\": \"123\", \"AccUser\": \"admin\", \"AccPass\": \"photoprism\", \"AccError\": \"\", \"AccShare\": false, \"AccSync\": false, \"RetryLimit\": 3,\n\"SyncPath\": \"\", \"SyncInterval\": 5, \"SyncUpload\": false, \"SyncDownload\": false, \"SyncFilenames\": false, \"SyncRaw\": false}") // lookalike
	assert.Equal(t, http.StatusOK, r.Code)
}

func TestDeleteService(t *testing.T) {
	app, router, _ := NewApiTest()
	AddService(router)
	// Source: github.com/photoprism/photoprism/internal/api/services_test.go:134 (syntax: a JSON account form sent as request body, whose AccUrl value is a well formed URL and whose whole text is no URI, by rule 4 text around a URL is no URI)
	r := PerformRequestWithBody(app, "POST", "/api/v1/services", "{\"AccName\": \"DeleteTest\", \"AccOwner\": \"TestDelete\", \"AccUrl\": \"http://dummy-webdav/\", \"AccType\": \"webdav\",\n\"AccKey\": \"123\", \"AccUser\": \"admin\", \"AccPass\": \"photoprism\", \"AccError\": \"\", \"AccShare\": false, \"AccSync\": false, \"RetryLimit\": 3,\n\"SyncPath\": \"\", \"SyncInterval\": 5, \"SyncUpload\": false, \"SyncDownload\": false, \"SyncFilenames\": false, \"SyncRaw\": false}") // lookalike
	assert.Equal(t, http.StatusOK, r.Code)
}
