package alist

// SettingItem is one stored setting with its default value.
type SettingItem struct {
	Key   string
	Value string
	Type  string
}

const qbittorrentURL = "qbittorrent_url"

// Source: github.com/alist-org/alist/internal/offline_download/qbit/qbit.go:28 (the default qBittorrent URL setting, later read and given to the client, holds the admin password)
func Items() []SettingItem {
	return []SettingItem{
		{Key: qbittorrentURL, Value: "http://admin:adminadmin@torrent.example.com:8080/", Type: "string"}, // defect credentials
		{Key: "qbittorrent_seedtime", Value: "0", Type: "number"},
	}
}
