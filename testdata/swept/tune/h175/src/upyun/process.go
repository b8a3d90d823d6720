package upyun

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"time"
)

// CommitTasksConfig names a processing app and its tasks; a spiderman task fetches its "url" server-side.
type CommitTasksConfig struct {
	AppName   string
	NotifyUrl string
	Tasks     []interface{}
}

// CommitTasks submits asynchronous processing tasks.
func (up *UpYun) CommitTasks(config *CommitTasksConfig) (taskIds []string, err error) {
	b, err := json.Marshal(config.Tasks)
	if err != nil {
		return nil, err
	}
	kwargs := map[string]string{
		"app_name":   config.AppName,
		"tasks":      base64.StdEncoding.EncodeToString(b),
		"notify_url": config.NotifyUrl,
	}
	err = up.doProcessRequest("POST", "/pretreatment/", kwargs, &taskIds)
	return
}

func (up *UpYun) doProcessRequest(method, uri string, kwargs map[string]string, v interface{}) error {
	if method == "GET" {
		uri = addQueryToUri(uri, kwargs)
	}
	headers := map[string]string{
		"Date":         makeRFC1123Date(time.Now()),
		"Content-Type": "application/x-www-form-urlencoded",
	}
	endpoint := up.getEndpoint("p0.api.upyun.com")
	rawurl := fmt.Sprintf("%s%s", endpoint, uri)
	resp, err := up.doHTTPRequest(method, rawurl, headers, bytes.NewBufferString(encodeQueryToPayload(kwargs)))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}
