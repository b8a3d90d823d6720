package entity

// ServiceMap maps fixture names to service accounts.
type ServiceMap map[string]Service

// ServiceFixtures are the WebDAV accounts of the test database; dummy-webdav is the WebDAV container of the dev setup.
var ServiceFixtures = ServiceMap{
	"dummy-webdav": {
		AccName: "Test Account",
		// Source: github.com/photoprism/photoprism/internal/entity/service_fixtures.go:14 (plainhttp: the fixture account URL is the single-label docker host dummy-webdav, no public Internet host, and plainhttp exempts single-label hosts)
		AccURL:  "http://dummy-webdav/", // lookalike
		AccType: "webdav",
		AccUser: "admin",
		AccPass: "photoprism",
	},
	"dummy-webdav2": {
		AccName: "Test Account2",
		// Source: github.com/photoprism/photoprism/internal/entity/service_fixtures.go:43 (plainhttp: fixture account URL on the single-label docker host dummy-webdav, and plainhttp exempts single-label hosts)
		AccURL:  "http://dummy-webdav/", // lookalike
		AccType: "webdav",
		AccUser: "admin",
		AccPass: "photoprism",
	},
}
