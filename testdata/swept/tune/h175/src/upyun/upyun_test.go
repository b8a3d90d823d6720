package upyun

import (
	"fmt"
	"os"
	"path"
	"reflect"
	"testing"
	"time"
)

var (
	ROOT       = MakeTmpPath()
	NOTIFY_URL = os.Getenv("UPYUN_NOTIFY")
)

var up = NewUpYun(&UpYunConfig{
	Bucket:   os.Getenv("UPYUN_BUCKET"),
	Operator: os.Getenv("UPYUN_USERNAME"),
	Password: os.Getenv("UPYUN_PASSWORD"),
	UseHTTP:  os.Getenv("UPYUN_USEHTTP") == "true",
})

func MakeTmpPath() string {
	return "/go-sdk/" + time.Now().String()
}

func TempKey(t *testing.T) string {
	return path.Join(ROOT, fmt.Sprint(time.Now().UnixNano()))
}

func Equal(t *testing.T, actual, expected interface{}) {
	t.Helper()
	if !reflect.DeepEqual(actual, expected) {
		t.Fatalf("exp: %#v got: %#v", expected, actual)
	}
}

func Nil(t *testing.T, object interface{}) {
	t.Helper()
	if object != nil && !reflect.ValueOf(object).IsNil() {
		t.Fatalf("expected nil, got %+v", object)
	}
}

func NotNil(t *testing.T, object interface{}) {
	t.Helper()
	if object == nil {
		t.Fatalf("expected non-nil")
	}
}
