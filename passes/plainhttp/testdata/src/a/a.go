package a

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"os"

	"github.com/go-resty/resty/v2"
	"github.com/gorilla/websocket"
	xws "golang.org/x/net/websocket"
	"golang.org/x/oauth2"
)

const weatherAPI = "http://api.weather-service.org/data/2.5/weather" // want `"http://api.weather-service.org/data/2.5/weather\?q=London" is sent in plain text`

// Invalid.

func invalid(city, key string, body *bytes.Buffer, c *http.Client) {
	// after github.com/iCyberon/ip-test: main.go
	http.Get("http://ip-api.com/json/") // want `plainhttp: "http://ip-api.com/json/" is sent in plain text to the public host "ip-api.com" \(RFC 9110 §4.2.2\)`

	// after github.com/marcolenzo/ipwatchdog: ipwatchdog.go
	http.Get("http://checkip.amazonaws.com") // want `"http://checkip.amazonaws.com" is sent in plain text to the public host "checkip.amazonaws.com"`

	// after github.com/jidckii/myip: main.go
	http.Get("http://check-host.net/ip") // want `public host "check-host.net"`

	// after github.com/H3nr1X/PublicIP: getip.go (a variable assigned once)
	myIP := "http://api.ipify.org/" // want `"http://api.ipify.org/" is sent in plain text to the public host "api.ipify.org"`
	http.Get(myIP)

	// after github.com/bimtaye/hello: main.go (the query ends in a hole)
	http.Get("http://api.weather-service.org/data/2.5/weather?appid=" + key + "&q=" + city) // want `"http://api.weather-service.org/data/2.5/weather\?appid=…&q=…" is sent in plain text`

	// after github.com/zxjzxj9/TGBingo: weather.go, whose format is in a
	// variable, which is not followed
	http.Get(fmt.Sprintf("http://api.weather-service.org/geo/1.0/direct?q=%s&appid=%s", city, key)) // want `"http://api.weather-service.org/geo/1.0/direct\?q=…&appid=…" is sent in plain text`

	// after github.com/shubhamyedage/go_examples: GO_Workspace/Practice/demo1.go
	http.NewRequest("GET", weatherAPI+"?q=London", nil)

	// after github.com/tommy-muehle/go-mnd: examples/bad/main.go
	c.Get("http://www.google.com/robots.txt") // want `public host "www.google.com"`

	// after github.com/AllaNomade/microservices-go: Pacotes/7httpClient/main.go
	c.Get("http://google.com") // want `public host "google.com"`

	// after github.com/pathbox/learning-go: src/go-resty/example/example11.go
	resty.New().SetBaseURL("http://httpbin.org") // want `public host "httpbin.org"`

	// after github.com/cjmakes/dnsscratch: main.go
	http.Get("http://ifconfig.me") // want `public host "ifconfig.me"`

	// after github.com/qiuhoude/go-web: prepare/02_http/demo12_post_json.go
	notes := "http://notes.apiary-mock.io/notes" // want `public host "notes.apiary-mock.io"`
	http.NewRequest(http.MethodPost, notes, body)

	// after github.com/collich/go_cmd: timezone/cmd/main.go
	http.Get("http://worldtimeapi.org/api/timezone") // want `public host "worldtimeapi.org"`

	// after github.com/LightningBilly/golearnchapter5: http.go
	http.Head("http://www.baidu.com") // want `public host "www.baidu.com"`

	// after github.com/samuraisam/messing-around-with-go: helloweb.go
	http.Head("http://fah-web.stanford.edu/daily_team_summary.txt.bz2") // want `public host "fah-web.stanford.edu"`

	// after github.com/xiaobinqt/ebook.src: xsw-yybc/chapter5/http.head.go (a form)
	http.PostForm("http://www.baidu.com/s", url.Values{"wd": {city}}) // want `public host "www.baidu.com"`

	// A URL built as a url.URL literal (found with find_string, no repository given).
	u := url.URL{Scheme: "http", Host: "api.games-vendor.com", Path: "/v4"} // want `url.URL with scheme "http" is sent in plain text to the public host "api.games-vendor.com" \(RFC 9110 §4.2.2\)`
	http.Get(u.String())
	_ = &url.URL{Scheme: "ws", Host: "stream.vendor.net:80"} // want `url.URL with scheme "ws" is sent in plain text to the public host "stream.vendor.net" \(RFC 6455 §3\)`

	// WebSocket clients, user info, ports, IP addresses, case.
	websocket.DefaultDialer.Dial("ws://stream.vendor.net/feed", nil)                 // want `"ws://stream.vendor.net/feed" is sent in plain text to the public host "stream.vendor.net" \(RFC 6455 §3\)`
	xws.Dial("ws://push.vendor.net/", "", "http://localhost/")                       // want `public host "push.vendor.net"`
	http.Get("http://user:hunter2@api.vendor.com:8080/x")                            // want `"http://user:\*\*\*@api.vendor.com:8080/x" is sent in plain text to the public host "api.vendor.com"`
	http.Get("HTTP://API.Vendor.COM./")                                              // want `public host "API.Vendor.COM."`
	http.Get("http://8.8.8.8/resolve")                                               // want `public host "8.8.8.8"`
	http.Get("http://[2606:4700:4700::1111]/dns-query")                              // want `public host "\[2606:4700:4700::1111\]"`
	fetch("http://feeds.vendor.co.uk/rss")                                           // want `public host "feeds.vendor.co.uk"`
	http.Post(fmt.Sprintf("http://hooks.vendor.io:%d/in", 8080), "text/plain", body) // want `public host "hooks.vendor.io"`
	_ = oauth2.Endpoint{TokenURL: "http://auth.vendor.com/token"}                    // want `public host "auth.vendor.com"`
}

// fetch passes its argument on to net/http: a wrapper is a client too.
func fetch(u string) error {
	_, err := http.Get(u)
	return err
}

// Valid.

func valid(host, addr, path string, urls []string) {
	// after github.com/tvn9/httpclient: httpget/main.go
	http.NewRequest("GET", "http://localhost:8080", nil)
	// after github.com/kenny0302/go: client.go
	websocket.DefaultDialer.Dial("ws://127.0.0.1:8899/token", nil)
	// after github.com/spettacolo/chat: main/client/client.go
	websocket.DefaultDialer.Dial("ws://localhost:8080/ws", nil)
	// after github.com/ndSpacehead/planning_poker_front-end: src/cli/main.go (the origin is a header)
	xws.Dial("ws://localhost:8080/entry", "", "http://localhost/")
	// after github.com/binary-com/websockets: _includes/demos/go.go
	xws.Dial("wss://ws.vendor.com/websockets/v3", "", "http://www.vendor.com/")
	// after github.com/lukyanetsv/devops-interview-task: app/server.go (link-local metadata)
	http.Get("http://169.254.169.254/latest/meta-data/instance-id")
	// after github.com/microsoft/azureimds: imdssample.go
	http.NewRequest("GET", "http://169.254.169.254/metadata/instance", nil)
	// after github.com/sinmetal/wli_start: main.go
	http.NewRequest(http.MethodGet, fmt.Sprintf("http://169.254.169.254%s", path), nil)
	// after github.com/offer365/example: websocket/main.go (a private address)
	_ = url.URL{Scheme: "ws", Host: "10.0.0.92", Path: "realtime"}
	// after github.com/tsh/codebakery-time-tracker: client.go (the host is a flag)
	_ = url.URL{Scheme: "ws", Host: addr, Path: "/echo"}
	// after github.com/pricesmith/cv-api: propublica/congress-api/client.go
	_ = url.URL{Scheme: "https", Host: "api.propublica.org", Path: "/v1/"}
	// after github.com/sebtechni/rapportqc: rest.go (a name of one label)
	http.Get("http://baton-2:8080/Baton/api/tasks/")
	// after github.com/15006773631/study: day8/http_head/main.go (a list of hosts)
	for _, u := range urls {
		http.Head(u)
	}
	// after github.com/loggar/go: go-lib-std/url/url.parse.1.go (parsed, not sent)
	url.Parse("http://www.google.com")
	// after github.com/No1zy/investigate-env: go/main.go (the host is not known)
	http.Get("http://" + host)
	http.Get("http://api.vendor" + host + "/x")
	http.Get("http://api.vendor.com" + path)

	// Special-use names and addresses.
	http.Get("http://metadata.google.internal/computeMetadata/v1/")
	http.Get("http://api.example.com/")
	http.Get("http://www.example.org/")
	http.Get("http://svc.local/")
	http.Get("http://app.localhost:3000/")
	http.Get("http://db.test/")
	http.Get("http://router.home.arpa/")
	http.Get("http://kubernetes.default.svc/api")
	http.Get("http://nas.lan/")
	http.Get("http://127.0.0.1/")
	http.Get("http://10.0.0.5/")
	http.Get("http://192.168.1.1/")
	http.Get("http://172.16.0.1/")
	http.Get("http://100.64.0.1/")
	http.Get("http://192.0.2.10/")
	http.Get("http://0.0.0.0:8080/")
	http.Get("http://[::1]/")
	http.Get("http://[fd00::1]/")
	http.Get("http://[fe80::1%25eth0]/")
	http.Get("http://[2001:db8::1]/")
	http.Get("http://127.1/")
	http.Get("http://xn--bcher-kva.example/")
	http.Get("http://3g2upl4pq6kufc4m.onion/")

	// Secure schemes, and URIs that are not requests.
	http.Get("https://api.ipify.org/")
	websocket.DefaultDialer.Dial("wss://stream.vendor.net/feed", nil)
	os.Setenv("HTTP_PROXY", "http://proxy.vendor.com:3128")
	_ = oauth2.Config{RedirectURL: "http://www.vendor.com/callback", Endpoint: oauth2.Endpoint{AuthURL: "http://auth.vendor.com/auth"}}
	_ = "http://www.w3.org/2005/Atom"     // a namespace
	var apiURL = "http://api.vendor.com/" // a name only
	_ = apiURL
	//lint:ignore plainhttp the vendor has no https endpoint
	http.Get("http://legacy.vendor.com/")
}
