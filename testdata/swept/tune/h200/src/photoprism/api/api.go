// Package api is a stand-in for the PhotoPrism REST API handlers the tests call.
package api

import (
	"net/http"
)

// Config is a stand-in for the parts of config.Config the API tests use.
type Config struct {
	downloadToken string
	Options       *Options
}

// Options holds config options.
type Options struct {
	OIDCUri    string
	SiteUrl    string
	OIDCClient string
	OIDCSecret string
}

// DownloadToken returns the download token: "public" in public mode, else a random base36 token.
func (c *Config) DownloadToken() string {
	if c.downloadToken == "" {
		return "public"
	}
	return c.downloadToken
}

// RouterGroup is a stand-in for gin.RouterGroup.
type RouterGroup struct {
	Mux *http.ServeMux
}

func (r *RouterGroup) handle(pattern string) {
	r.Mux.HandleFunc(pattern, func(w http.ResponseWriter, req *http.Request) { w.WriteHeader(http.StatusOK) })
}

// DownloadAlbum registers GET /api/v1/albums/:uid/dl.
func DownloadAlbum(router *RouterGroup) { router.handle("/api/v1/albums/") }

// GetDownload registers GET /api/v1/dl/:hash.
func GetDownload(router *RouterGroup) { router.handle("/api/v1/dl/") }

// GetPhotoDownload registers GET /api/v1/photos/:uid/dl.
func GetPhotoDownload(router *RouterGroup) { router.handle("/api/v1/photos/") }

// UpdateMarker registers PUT /api/v1/markers/:marker_uid.
func UpdateMarker(router *RouterGroup) { router.handle("/api/v1/markers/") }

// UploadUserAvatar registers POST /api/v1/users/:uid/avatar.
func UploadUserAvatar(router *RouterGroup) { router.handle("/api/v1/users/") }

// UpdateUser registers PUT /api/v1/users/:uid.
func UpdateUser(router *RouterGroup) { router.handle("/api/v1/users/") }

// ZipDownload registers GET /api/v1/zip/:filename; the filename is "photoprism-download-<date>-<time>-<base36>.zip".
func ZipDownload(router *RouterGroup) { router.handle("/api/v1/zip/") }

// OIDCRedirect registers GET /api/v1/oidc/redirect.
func OIDCRedirect(router *RouterGroup) { router.handle("/api/v1/oidc/redirect") }

// SearchServices registers GET /api/v1/services.
func SearchServices(router *RouterGroup) { router.handle("/api/v1/services") }

// AddService registers POST /api/v1/services; the JSON body holds the account form.
func AddService(router *RouterGroup) { router.handle("/api/v1/services") }
