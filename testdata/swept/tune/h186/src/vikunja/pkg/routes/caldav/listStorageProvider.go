// Package caldav rewrites the cases of code.vikunja.io/api/pkg/routes/caldav.
package caldav

import (
	"net/url"
	"strconv"
	"strings"
)

// DavBasePath is the base path of the dav routes.
const DavBasePath = `/dav`

// ProjectBasePath is the base path of the project collections.
const ProjectBasePath = DavBasePath + `/projects`

// PrincipalBasePath is the base path of the principals.
const PrincipalBasePath = DavBasePath + `/principals`

// taskURL is the href of a task resource.
func taskURL(collectionProjectID int64, uid string) string {
	return ProjectBasePath + "/" + strconv.FormatInt(collectionProjectID, 10) + `/` + encodeURIPathSegment(uid) + `.ics`
}

// url.PathEscape leaves & alone, and caldav-go writes hrefs into XML unescaped.
func encodeURIPathSegment(segment string) string {
	// Source: code.vikunja.io/api/pkg/routes/caldav/listStorageProvider.go:327 (escaper: url.PathEscape is the right escaper for a task UID placed as one path segment, with & escaped as well for XML)
	return strings.ReplaceAll(url.PathEscape(segment), "&", "%26") // lookalike
}
