package shape

import "fmt"

type Config struct {
	WebhookURL string
	BaseURL    string
	ServerAddr string
	Links      []string
}

const apiURL = "https://api.example.com:443/" // want `shape name apiURL "https://api.example.com:443/"`

var contactURI = "mailto:ops@example.com" // want `shape name contactURI "mailto:ops@example.com"`

var (
	redirectURL = "http://x/{id}"   // a URI template (RFC 6570): no site
	baseURLFmt  = "http://%s:8080/" // a format: no site
	host        = "http://h:80/"    // want `shape shape "http://h:80/"`
	security    = "http://sec:80/"  // want `shape shape "http://sec:80/"`
)

var cfg = Config{
	WebhookURL: "https://hooks.example.com:443/x",                              // want `shape field WebhookURL "https://hooks.example.com:443/x"`
	BaseURL:    "http//broken.example.com",                                     // want `shape field BaseURL "http//broken.example.com"`
	ServerAddr: "localhost:8080",                                               // host:port
	Links:      []string{"http://a.example.com:80/", "https://b.example.com/"}, // want `shape field Links "http://a.example.com:80/"` `shape field Links "https://b.example.com/"`
}

var settings = map[string]string{
	"callback_url": "https://cb.example.com/",       // want `shape field callback_url "https://cb.example.com/"`
	"name":         "https://not-said.example.com/", // want `shape shape "https://not-said.example.com/"`
}

func setEndpoint(endpoint string) {}

func use() {
	setEndpoint("HTTPS://ep.example.com/") // want `shape parameter endpoint of shape.setEndpoint "HTTPS://ep.example.com/"`
	var docsLink string
	docsLink = " https://docs.example.com/ " // want `shape name docsLink " https://docs.example.com/ "`
	_ = docsLink
}

const authService = "auth"

// A URI built where it is bound to a name that says URL: its written
// parts are judged; one that completes what the variable held is not.
func builtURLs(ns, host string) {
	authURL := fmt.Sprintf("http://auth.%s.svc.cluster.local:80/status", ns)             // want `shape name authURL "http://auth.x.svc.cluster.local:80/status"`
	baseURL := "https://" + host + ":443/v1"                                             // want `shape name baseURL "https://x:443/v1"`
	otherURL := fmt.Sprintf("http://%s.%s.svc.cluster.local:80/status", authService, ns) // want `shape name otherURL "http://auth.x.svc.cluster.local:80/status"`
	sameURL := fmt.Sprintf("http://%s.%s.svc.cluster.local:80/ok", authService, ns)      // want `shape name sameURL "http://auth.x.svc.cluster.local:80/ok"`
	_, _, _, _ = authURL, baseURL, otherURL, sameURL
	hostURL := host
	hostURL = "https://" + hostURL // want `shape shape "https://x"`
	_ = hostURL
}

// "glob" is a word of "globPatternURL" but not of "globalBaseURL" or
// "GLOBAL_URL".
var globalBaseURL = "https://api.example.com:443/" // want `shape name globalBaseURL "https://api.example.com:443/"`
var globPatternURL = "https://*.example.com/"      // want `shape shape "https://\*.example.com/"`
var GLOBAL_URL = "https://global.example.com:443/" // want `shape name GLOBAL_URL "https://global.example.com:443/"`
