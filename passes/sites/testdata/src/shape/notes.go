package shape

import (
	"fmt"
	"log"
	"strings"
)

// Strings with a URI's shape, wherever they are: shape sites. And those
// that only look like one: no site.
func notes(host, line string) {
	log.Printf("reload from %s", "https://user:pw@config.example.com/") // want `shape shape "https://user:pw@config.example.com/"`
	_ = "oracle://app:secret@db.example.com:1521/x"                     // want `shape shape "oracle://app:secret@db.example.com:1521/x"`
	_ = fmt.Sprintf("https//%s/activities", host)                       // want `shape shape "https//x/activities"`
	_ = fmt.Sprintf("amqp://%s:%s@%s/", "guest", "guest", host)         // want `shape shape "amqp://guest:guest@x/"`
	_ = "data: " + line                                                 // an event-stream line
	_ = map[string]string{"name": "http:/checkout"}                     // a span's name: no host after "http:/"
	_ = strings.HasPrefix(line, "http:/x.example.com")                  // a prefix to match
	_ = "http://%s:%d/"                                                 // a format
	_ = "https://{{.Host}}/"                                            // a template
	_ = "oracle://db.example.com/x"                                     // an unknown scheme, no password
}

var webhookURL = []byte("https://hooks.example.com/x") // want `shape name webhookURL "https://hooks.example.com/x"`
