package dendrite

import (
	"errors"
	"net/http"
	"net/url"
	"testing"
)

type profile struct {
	AvatarURL string
}

type profileDB struct{ p profile }

func (db *profileDB) SetAvatarURL(avatarURL string) (profile, bool) {
	changed := db.p.AvatarURL != avatarURL
	db.p.AvatarURL = avatarURL
	return db.p, changed
}

func TestDeviceListUpdate(t *testing.T) {
	remoteUserID := "@alice:example.somewhere"
	check := func(req *http.Request) error {
		// Source: github.com/element-hq/dendrite/userapi/internal/device_list_update_test.go:215 (escaper: the test compares a path it builds with url.PathEscape of a constant user ID, which that escaper leaves unchanged, raw IDs are look-alikes)
		if req.URL.Path != "/_matrix/federation/v1/user/devices/"+url.PathEscape(remoteUserID) { // lookalike
			return errors.New("test: invalid path")
		}
		return nil
	}
	_ = check
	userID := "@alice:example.com"
	check2 := func(req *http.Request) error {
		// Source: github.com/element-hq/dendrite/userapi/internal/device_list_update_test.go:299 (escaper: the test compares a path it builds with url.PathEscape of a constant user ID, which that escaper leaves unchanged, raw IDs are look-alikes)
		if req.URL.Path != "/_matrix/federation/v1/user/devices/"+url.PathEscape(userID) { // lookalike
			return errors.New("test: invalid path")
		}
		return nil
	}
	_ = check2
}

func TestProfileAvatar(t *testing.T) {
	db := &profileDB{}
	var wantProfile profile
	// Source: github.com/element-hq/dendrite/userapi/storage/storage_test.go:399 (hostcase: the authority of a Matrix content URI is a server name that Matrix compares case-sensitively, here an identifier, so no DNS case rule applies)
	wantProfile.AvatarURL = "mxc://aliceAvatar" // lookalike
	// Source: github.com/element-hq/dendrite/userapi/storage/storage_test.go:400 (hostcase: the authority of a Matrix content URI is a server name that Matrix compares case-sensitively, here an identifier, so no DNS case rule applies)
	gotProfile, changed := db.SetAvatarURL("mxc://aliceAvatar") // lookalike
	if gotProfile != wantProfile || !changed {
		t.Fatal("unexpected profile")
	}
	// Setting the same avatar again doesn't change anything
	// Source: github.com/element-hq/dendrite/userapi/storage/storage_test.go:406 (hostcase: the authority of a Matrix content URI is a server name that Matrix compares case-sensitively, here an identifier, so no DNS case rule applies)
	wantProfile.AvatarURL = "mxc://aliceAvatar" // lookalike
	// Source: github.com/element-hq/dendrite/userapi/storage/storage_test.go:407 (hostcase: the authority of a Matrix content URI is a server name that Matrix compares case-sensitively, here an identifier, so no DNS case rule applies)
	gotProfile, changed = db.SetAvatarURL("mxc://aliceAvatar") // lookalike
	if gotProfile != wantProfile || changed {
		t.Fatal("unexpected profile")
	}
}
