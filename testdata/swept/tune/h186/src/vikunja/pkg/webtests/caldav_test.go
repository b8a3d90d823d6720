package webtests

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"vikunja/pkg/routes/caldav"
)

func TestCaldavSubpaths(t *testing.T) {
	t.Run("Home set with Depth 1", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		req.Header.Set("Depth", "1")
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:173 (baseslash: the collection path is set on a test request to the dav router by concatenating the constant base path and a slash, no reference is resolved against a base, rule 2c)
		req.URL.Path = caldav.ProjectBasePath + "/" // lookalike
		req.RequestURI = caldav.ProjectBasePath + "/"
		newRouter().ServeHTTP(rec, req)
		assert.Equal(t, 200, rec.Code)
	})
	t.Run("Home set with Depth 0", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		req.Header.Set("Depth", "0")
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:206 (baseslash: the same collection path with a trailing slash set on a request to the dav router, plain concatenation and no resolution)
		req.URL.Path = caldav.ProjectBasePath + "/" // lookalike
		newRouter().ServeHTTP(rec, req)
		assert.Equal(t, 200, rec.Code)
	})
}

func TestCaldavPrincipal(t *testing.T) {
	t.Run("Principal with trailing slash", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:233 (baseslash: an own principal path built from the constant base for the dav router test, no reference resolution, rule 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/user15/" // lookalike
		newRouter().ServeHTTP(rec, req)
		assert.NotContains(t, rec.Body.String(), "/dav//projects/")
	})
	t.Run("Principal without trailing slash still works", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:252 (baseslash: the missing trailing slash is the point of this router case, a deliberate fixture by rule 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/user15" // lookalike
		newRouter().ServeHTTP(rec, req)
		assert.Equal(t, 200, rec.Code)
	})
	t.Run("Sub-path under own principal 404s", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:267 (baseslash: a sub-path the dav router must answer with 404, a router input by rules 2a and 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/user15/projects" // lookalike
		newRouter().ServeHTTP(rec, req)
	})
	t.Run("Deeper sub-path under own principal 404s", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:282 (baseslash: a deeper sub-path the dav router must answer with 404, a router input by rules 2a and 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/user15/anything/else" // lookalike
		newRouter().ServeHTTP(rec, req)
	})
	t.Run("Another existing user's principal 404s instead of serving own principal", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:297 (baseslash: another user's principal path the router must refuse, a router input by rules 2a and 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/user1/" // lookalike
		newRouter().ServeHTTP(rec, req)
	})
	t.Run("Nonexistent username 404s with the same status as a mismatched existing one", func(t *testing.T) {
		req, rec := createRequest("PROPFIND", "", nil)
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:313 (baseslash: a nonexistent principal path the router must refuse, a router input by rules 2a and 2c)
		req.URL.Path = caldav.PrincipalBasePath + "/does-not-exist/" // lookalike
		newRouter().ServeHTTP(rec, req)
	})
}

func TestCaldavCollectionProperties(t *testing.T) {
	// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:816 (plainhttp: the http URI is the calendarserver XML namespace name in a PROPFIND body, an identifier never fetched, rule 5)
	propfindBody := "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<D:propfind xmlns:D=\"DAV:\" xmlns:CS=\"http://calendarserver.org/ns/\">\n    <D:prop>\n        <D:getetag/>\n        <CS:getctag/>\n        <D:sync-token/>\n        <D:displayname/>\n    </D:prop>\n</D:propfind>" // lookalike
	req, rec := createRequest("PROPFIND", propfindBody, nil)
	newRouter().ServeHTTP(rec, req)

	type Propstat struct {
		Prop struct {
			Getetag string `xml:"getetag"`
			// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:836 (plainhttp: an encoding/xml struct tag naming the calendarserver namespace and local name getctag, an identifier, rule 5)
			Getctag   string `xml:"http://calendarserver.org/ns/ getctag"` // lookalike
			SyncToken string `xml:"sync-token"`
		} `xml:"prop"`
		Status string `xml:"status"`
	}
	_ = Propstat{}
}

func TestCaldavSync(t *testing.T) {
	getCtag := func(t *testing.T) string {
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:1105 (plainhttp: the calendarserver XML namespace name in a PROPFIND body, an identifier never fetched, rule 5)
		propfindBody := "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<D:propfind xmlns:D=\"DAV:\" xmlns:CS=\"http://calendarserver.org/ns/\">\n    <D:prop><CS:getctag/></D:prop>\n</D:propfind>" // lookalike
		req, rec := createRequest("PROPFIND", propfindBody, nil)
		req.Header.Set("Depth", "1")
		// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:1112 (baseslash: the home-set path with a trailing slash set on a test request by concatenation, no reference is resolved)
		req.URL.Path = caldav.ProjectBasePath + "/" // lookalike
		newRouter().ServeHTTP(rec, req)

		type Propstat struct {
			Prop struct {
				// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:1122 (plainhttp: an encoding/xml struct tag naming the calendarserver namespace, an identifier, rule 5)
				Getctag string `xml:"http://calendarserver.org/ns/ getctag"` // lookalike
			} `xml:"prop"`
			Status string `xml:"status"`
		}
		_ = Propstat{}
		return rec.Body.String()
	}
	_ = getCtag(t)
}

func TestCaldavProppatch(t *testing.T) {
	// Source: code.vikunja.io/api/pkg/webtests/caldav_test.go:1199 (plainhttp: the Apple iCal XML namespace name in a PROPPATCH body, an identifier never fetched, rule 5)
	const setBody = "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<D:propertyupdate xmlns:D=\"DAV:\" xmlns:ICAL=\"http://apple.com/ns/ical/\">\n\t<D:set>\n\t\t<D:prop>\n\t\t\t<D:displayname>My Project</D:displayname>\n\t\t\t<ICAL:calendar-color>#FF0000FF</ICAL:calendar-color>\n\t\t</D:prop>\n\t</D:set>\n</D:propertyupdate>" // lookalike
	req, rec := createRequest("PROPPATCH", setBody, nil)
	newRouter().ServeHTTP(rec, req)
	assert.True(t, strings.Contains(setBody, "ICAL"))
}
