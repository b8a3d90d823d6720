// Package powerwechat holds cases rewritten from github.com/ArtisanCloud/PowerWeChat/v3.
package powerwechat

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sort"
)

// StringMap stands in for github.com/ArtisanCloud/PowerLibs/v3/object.StringMap.
type StringMap map[string]string

// HashMap stands in for github.com/ArtisanCloud/PowerLibs/v3/object.HashMap.
type HashMap map[string]interface{}

// GetJoinedWithKSort stands in for object.GetJoinedWithKSort of PowerLibs:
// it sorts the keys and joins key=value pairs with "&", escaping nothing.
func GetJoinedWithKSort(params *StringMap) string {
	var strJoined string
	var keys []string
	for k := range *params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		strJoined += k + "=" + (*params)[k] + "&"
	}
	strJoined = strJoined[0 : len(strJoined)-1]
	return strJoined
}

// ConvertStringMapToString stands in for object.ConvertStringMapToString of
// PowerLibs: it writes key=value pairs followed by separate, escaping nothing.
func ConvertStringMapToString(m *StringMap, separate string) string {
	var b bytes.Buffer
	for key, value := range *m {
		fmt.Fprintf(&b, "%s=%s%s", key, value, separate)
	}
	return b.String()
}

// MergeStringMap stands in for object.MergeStringMap of PowerLibs.
func MergeStringMap(maps ...*StringMap) *StringMap {
	out := StringMap{}
	for _, m := range maps {
		if m == nil {
			continue
		}
		for k, v := range *m {
			out[k] = v
		}
	}
	return &out
}

// Config stands in for the kernel configuration of PowerWeChat.
type Config struct {
	values map[string]string
}

// GetString returns a configuration value or its default.
func (c *Config) GetString(key, def string) string {
	if v, ok := c.values[key]; ok {
		return v
	}
	return def
}

// Dataflow stands in for github.com/ArtisanCloud/PowerLibs/v3/http/dataflow.Dataflow.
type Dataflow struct {
	baseURL string
	request *http.Request
	err     []error
}

// NewDataflow builds a dataflow on the configured base URL.
func NewDataflow(ctx context.Context, baseURL string) *Dataflow {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, baseURL, nil)
	return &Dataflow{baseURL: baseURL, request: req}
}

// Uri resolves uri against the base URL, as the PowerLibs dataflow does.
func (d *Dataflow) Uri(uri string) *Dataflow {
	u, err := url.ParseRequestURI(d.baseURL)
	if err != nil {
		d.err = append(d.err, err)
		return d
	}
	newURL, err := u.Parse(uri)
	if err != nil {
		d.err = append(d.err, err)
		return d
	}
	d.request.URL = newURL
	return d
}

// Method sets the request method.
func (d *Dataflow) Method(method string) *Dataflow {
	d.request.Method = method
	return d
}

// Query sets a query parameter through url.Values.
func (d *Dataflow) Query(key string, value string) *Dataflow {
	q := d.request.URL.Query()
	q.Set(key, value)
	d.request.URL.RawQuery = q.Encode()
	return d
}

// Request sends the request.
func (d *Dataflow) Request() (*http.Response, error) {
	if len(d.err) > 0 {
		return nil, d.err[0]
	}
	return http.DefaultClient.Do(d.request)
}
