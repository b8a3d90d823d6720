package qiniu

import (
	"fmt"
	"io"
	"net/http"
	"strings"
)

func dosomethingbyRoomToken(token string, appId, roomName, userID string) (err error) {
	// Source: github.com/qiniu/go-sdk/examples/rtc.go:34 (escaper: a room token, access key and URL-safe base64 parts joined by ':', in a query value without an escaper; a token whose need of escaping the code does not show)
	url := fmt.Sprintf("https://rtc.qiniuapi.com/v3/apps/%v/rooms/%v/auth?user=%v&token=%v", appId, "roomName", "userID", token) // lookalike
	req, err := http.NewRequest("GET", url, strings.NewReader(""))
	if err != nil {
		return
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	defer res.Body.Close()
	_, err = io.ReadAll(res.Body)
	return
}
