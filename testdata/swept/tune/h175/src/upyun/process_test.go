package upyun

import (
	"io"
	"net/http"
	"testing"
)

var (
	// Source: github.com/upyun/go-sdk/v3/upyun/process_test.go:12 (plainhttp: the test gives this plain http URL of a public CDN host as the url of spiderman tasks that must succeed, working configuration held to rule 1)
	MP4_URL = "http://prog-test.b0.upaiyun.com/const/kai.3gp" // defect plainhttp
	// Source: github.com/upyun/go-sdk/v3/upyun/process_test.go:16 (plainhttp: plain http URL of a public CDN host given as the url of a spiderman task the test expects to be accepted, rule 1)
	JPG_URL = "http://upyun-xiang-1.b0.upaiyun.com/const/pu.jpg" // defect plainhttp
	// Source: github.com/upyun/go-sdk/v3/upyun/process_test.go:17 (plainhttp: the test's own http.Get connects to this public CDN host over plain http and expects success, rule 1)
	FACE_URL = "http://upyun-xiang-1.b0.upaiyun.com/const/face.jpg" // defect plainhttp

	JPG_SOURCE = "/source/pu.jpg"
)

func TestSpider(t *testing.T) {
	task := map[string]interface{}{
		"url":     MP4_URL,
		"save_as": ROOT + "/kai.3gp",
	}
	ids, err := up.CommitTasks(&CommitTasksConfig{
		AppName:   "spiderman",
		NotifyUrl: NOTIFY_URL,
		Tasks:     []interface{}{task},
	})
	Nil(t, err)
	Equal(t, len(ids), 1)
}

func TestImgaudit(t *testing.T) {
	task := map[string]interface{}{
		"url":     JPG_URL,
		"save_as": JPG_SOURCE,
	}
	ids, err := up.CommitTasks(&CommitTasksConfig{
		AppName:   "spiderman",
		NotifyUrl: NOTIFY_URL,
		Tasks:     []interface{}{task},
	})
	Nil(t, err)
	Equal(t, len(ids), 1)
}

func TestFaceDetect(t *testing.T) {
	resp, err := http.Get(FACE_URL + "!/face/detection")
	Nil(t, err)
	defer resp.Body.Close()
	_, err = io.ReadAll(resp.Body)
	Nil(t, err)
}
