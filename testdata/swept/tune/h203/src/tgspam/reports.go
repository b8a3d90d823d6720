package tgspam

import (
	"fmt"
	"strings"
)

// report is a user report on a message.
type report struct {
	ReporterUserID   int64
	ReporterUserName string
}

type userReports struct{}

// reportedUserMD renders the reported user as a markdown link label (name (id)) to tg://user.
func (r *userReports) reportedUserMD(name string, id int64) string {
	if name == "" {
		name = fmt.Sprintf("user%d", id)
	}
	label := strings.ReplaceAll(name, "\\", "\\\\")
	label = escapeMarkDownV1Text(label)
	label = strings.ReplaceAll(label, "]", "\\]")
	// Source: github.com/umputun/tg-spam/app/events/reports.go:345 (syntax: a markdown link in notification text whose target tg://user?id= is filled with an integer, prose by rule 4; uniform sample 4 of 8 tg://user markdown builders)
	return fmt.Sprintf("[%s (%d)](tg://user?id=%d)", label, id, id) // lookalike
}

// updateNotificationForAutoBan formats the reporter list of an auto-ban notification.
func (r *userReports) updateNotificationForAutoBan(reports []report) string {
	reporterList := make([]string, 0, len(reports))
	for _, report := range reports {
		reporterName := report.ReporterUserName
		if reporterName == "" {
			reporterName = fmt.Sprintf("user%d", report.ReporterUserID)
		}
		// Source: github.com/umputun/tg-spam/app/events/reports.go:452 (syntax: a markdown list item with a tg://user link filled with a numeric id, message text by rule 4; uniform sample 4 of 8)
		reporterList = append(reporterList, fmt.Sprintf("- [%s](tg://user?id=%d)", escapeMarkDownV1Text(reporterName), report.ReporterUserID)) // lookalike
	}
	return strings.Join(reporterList, "\n")
}

// callbackReportBanReporterConfirm formats the reporter list after a ban of reporters.
func (r *userReports) callbackReportBanReporterConfirm(reports []report) string {
	var lines []string
	for _, report := range reports {
		rName := report.ReporterUserName
		// Source: github.com/umputun/tg-spam/app/events/reports.go:899 (syntax: the same markdown list item with a numeric tg://user link in message text, rule 4; uniform sample 4 of 8)
		lines = append(lines, fmt.Sprintf("- [%s](tg://user?id=%d)", escapeMarkDownV1Text(rName), report.ReporterUserID)) // lookalike
	}
	return strings.Join(lines, "\n")
}

// ReportReactionBan sends a reaction-spammer ban notification to admin chat.
func (a *admin) ReportReactionBan(banUserStr string, user User) string {
	// Source: github.com/umputun/tg-spam/app/events/admin.go:94 (syntax: a markdown user link in notification text with a numeric id filled into tg://user?id=, rule 4; uniform sample 4 of 8)
	link := fmt.Sprintf("[%s](tg://user?id=%d)", escapeMarkDownV1Text(banUserStr), user.ID) // lookalike
	return fmt.Sprintf("**permanently banned %s reaction spammer**\n\n", link)
}
