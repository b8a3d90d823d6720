package offsets

import (
	"fmt"
	"net/http"
	"net/url"
)

const part = "http://h/\x41/Z" // want "Z"

const joined = "http://" + "h/Z" // want "Z"

func offsets(h string) {
	url.Parse("http://h/Z")                  // want "Z"
	url.Parse("http://h/\u00e9Z")            // want "Z"
	url.Parse("http://h/\xc3\xa9\t\"Z")      // want "Z"
	url.Parse(`http://h/\x41Z`)              // want "Z"
	url.Parse("http://h/" + "a" + `b` + "Z") // want "Z"
	url.Parse(part)
	url.Parse(joined)
	http.Get(fmt.Sprintf("http://%s/%%Z", h)) // want "Z"
	http.Get("http://" + h + "/\U0001F600Z")  // want "Z"
}
