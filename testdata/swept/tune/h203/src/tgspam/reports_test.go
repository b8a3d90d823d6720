package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUserReports_AutoBan(t *testing.T) {
	rep := &userReports{}
	sentText := rep.reportedUserMD("spammer", 666)
	// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1124 (syntax: an expected markdown fragment of the notification searched for with Contains, no URI use; uniform sample 8 of 20)
	assert.Contains(t, sentText, "[spammer (666)](tg://user?id=666)", "reported user should render as name (id) link") // lookalike
}

func TestUserReports_reportedUserMD(t *testing.T) {
	rep := &userReports{}
	tests := []struct {
		name     string
		userName string
		id       int64
		want     string
	}{
		// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1393 (syntax: the expected markdown label and link of the markdown renderer, with a non-ASCII display name in the label, not in the URI; uniform sample 8 of 20)
		{"with display name", "Елена Дроздова", 8788140656, "[Елена Дроздова (8788140656)](tg://user?id=8788140656)"}, // lookalike
		{"link delimiter injection escaped",
			// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1396 (plainhttp: a display name crafted to inject a markdown link, in a row named link delimiter injection, a deliberate fixture by rule 2b, and evil is a single-label host)
			"bad](http://evil)", // lookalike
			666,
			// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1396 (syntax: the expected escaped markdown output of the injection row, deliberate by rule 2b and markdown text rather than a URI)
			"[bad\\](http://evil) (666)](tg://user?id=666)"}, // lookalike
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, rep.reportedUserMD(tc.userName, tc.id))
		})
	}
}

func TestUserReports_SendReportNotification(t *testing.T) {
	rep := &userReports{}
	sentText := rep.reportedUserMD("", 666) + "\n" + rep.updateNotificationForAutoBan([]report{{ReporterUserName: "test_reporter"}, {ReporterUserName: "admin[test]"}})
	// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1499 (syntax: an expected markdown fragment searched for with Contains, no URI use; uniform sample 8 of 20)
	assert.Contains(t, sentText, "[user666 (666)](tg://user?id=666)") // lookalike
	// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1728 (sink: a text fragment ending in a bare tg:// prefix that must not appear, only searched for with NotContains; uniform sample 2 of 4)
	assert.NotContains(t, sentText, "test_reporter](tg://", "first reporter name should not contain unescaped underscore in link") // lookalike
}

func TestUserReports_UpdateReportNotification(t *testing.T) {
	rep := &userReports{}
	sentText := rep.callbackReportBanReporterConfirm([]report{{ReporterUserName: "admin[test]"}})
	// Source: github.com/umputun/tg-spam/app/events/reports_test.go:1983 (sink: a fragment with a bare tg:// prefix only searched for with NotContains, no URI use; uniform sample 2 of 4)
	assert.NotContains(t, sentText, "admin[test]](tg://", "second reporter name should not contain unescaped opening bracket in link") // lookalike
}
